/**
 * A pin's comments under its details (docs/requirements.md#pins-on-a-sheet): oldest first with author and
 * time, in pages, and a form for the pin writers, checked with the server's own `pinCommentBody`.
 */

import { pinCommentBody } from '#shared/schemas/pins.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextAreaField } from '../../../components/ui/form-field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useAddPinComment, usePinComments } from '../api/pin-comments.ts';
import './pin-section.css';
import './pin-comments.css';

export interface PinCommentsProps {
  pinId: string;
  /** Whether the person may comment (site, pm, office, admin). */
  mayComment: boolean;
}

export function PinComments({ pinId, mayComment }: PinCommentsProps) {
  const comments = usePinComments(pinId);
  const add = useAddPinComment(pinId);
  const toast = useToast();
  const form = useZodForm(pinCommentBody, { defaultValues: { text: '' } });
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync(text);
      form.reset({ text: '' });
      toast('Comment added', 'success');
    } catch (error) {
      form.setError('root', { message: serverMessageOr(error, 'Failed to add the comment') });
    }
  });
  const formId = `pin-comment-${pinId}`;
  return (
    <section className="pin-section pin-section--compact" aria-label="Comments" data-testid="pin-comments">
      <h3 className="pin-section__title">Comments</h3>
      {comments.isError && !comments.data ? <Alert message="Could not load the comments" variant="error" /> : null}
      {comments.data && comments.comments.length === 0 ? <p className="muted">No comments yet.</p> : null}
      <ol className="stack-list">
        {comments.comments.map((c) => (
          <li key={c._id} className="pin-comments__item">
            <p className="pin-comments__meta">
              <strong>{c.author.name}</strong> ·{' '}
              <time dateTime={c.createdAt}>{formatTorontoDateTime(c.createdAt)}</time>
            </p>
            <p className="pin-comments__text">{c.text}</p>
          </li>
        ))}
      </ol>
      <LoadMore query={comments} />
      {mayComment ? (
        <form id={formId} className="form pin-comments__form" onSubmit={submit} noValidate>
          <FormTextAreaField form={form} name="text" id={`${formId}-text`} label="Add a comment" rows={2} />
          <Alert message={form.formError} variant="error" />
          <div>
            <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
              Comment
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
