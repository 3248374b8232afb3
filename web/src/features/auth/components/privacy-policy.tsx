import { PRIVACY_POLICY_DATE } from '../../../config/constants.ts';
import './privacy-policy.css';

/** The privacy policy of docs/requirements.md#privacy-policy: the iOS site app and the web app. */
export function PrivacyPolicy() {
  return (
    <article className="policy">
      <h1>Privacy Policy</h1>
      <p className="policy__dates">
        <span>Effective date: {PRIVACY_POLICY_DATE}</span>
        <span>Last updated: {PRIVACY_POLICY_DATE}</span>
      </p>
      <p>
        This policy explains what information our iOS site app and our web app collect, how we use it, and how we
        protect it. It applies to everyone who signs in to either of them.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Device info</strong>: the type of device, its operating system version and app version, used to keep
          the apps working on your device.
        </li>
        <li>
          <strong>User-submitted content</strong>: the site reports, notes, photos, documents and schedule updates you
          enter or upload.
        </li>
        <li>
          <strong>Work email and role</strong>: your work email address and your role in the company, which decide what
          you can see and do.
        </li>
        <li>
          <strong>Account registration info</strong>: the name and the details given when your account was created.
        </li>
        <li>
          <strong>Optional analytics</strong>: anonymous usage statistics, only if you choose to allow them, to help us
          improve the apps.
        </li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>Syncing site reports between the site and the office.</li>
        <li>Showing and updating schedule status.</li>
        <li>Signing you in (login) and keeping your account secure.</li>
        <li>Saving project data: documents, folders, tasks and their history.</li>
      </ul>

      <h2>Sharing</h2>
      <p>
        Your data is neither sold nor shared with anyone for their own purposes. It is used only to run the apps for
        your company.
      </p>

      <h2>Service providers</h2>
      <p>
        We may use third-party providers to store data and to authenticate users. They process data only on our behalf
        and only to provide these services.
      </p>

      <h2>Contact</h2>
      <p>For questions about this policy or your data, contact your company's administrator.</p>
    </article>
  );
}
