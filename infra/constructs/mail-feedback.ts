/**
 * Bounces and complaints (docs/architecture.md#bounces-and-complaints): the SES configuration set every
 * email is sent with publishes its bounce and complaint events to an SNS topic, and the topic invokes the
 * ses-feedback Lambda (functions/streams/ses-feedback.ts), which records the address as suppressed. The
 * Lambda may only put items in the table; SES may only publish to the topic from this configuration set
 * (the topic policy CDK writes for the event destination). The account-wide SES reputation alarms stay in
 * operations.ts. A nested stack of the API stack, like the jobs (jobs-stack.ts), so the API stack keeps its
 * room to grow.
 */
import { Duration, NestedStack, type NestedStackProps, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { LambdaArchitecture } from '../config.ts';
import { AppFunction } from './app-function.ts';

/** What the feedback Lambda does to the table: put a suppression item. */
export const MAIL_FEEDBACK_TABLE_ACTIONS = ['dynamodb:PutItem'] as const;

export interface MailFeedbackProps extends NestedStackProps {
  codeDir: string;
  table: dynamodb.ITable;
  configurationSetName: string;
  architecture?: LambdaArchitecture;
  alarmTopic: sns.ITopic;
}

export class MailFeedback extends NestedStack {
  readonly configurationSet: ses.ConfigurationSet;
  readonly topic: sns.Topic;
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, props: MailFeedbackProps) {
    super(scope, id, { description: 'Site office: SES bounces and complaints, and their Lambda', ...props });
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: props.configurationSetName,
    });
    this.topic = new sns.Topic(this, 'Events', {
      displayName: 'Site office: SES bounces and complaints',
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'SES event publishing cannot use the AWS managed SNS key; each message (a bounced or complaining address) ' +
        'is read by the feedback Lambda at once, and the topic takes SSL only.',
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: ses.EventDestination.snsTopic(this.topic),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });

    this.fn = new AppFunction(this, 'Handler', {
      codeDir: props.codeDir,
      description: 'SES bounces and complaints: suppresses the address',
      architecture: props.architecture,
      timeout: Duration.seconds(30),
    });
    this.fn.bindTableActions(props.table, MAIL_FEEDBACK_TABLE_ACTIONS);
    this.topic.addSubscription(new subscriptions.LambdaSubscription(this.fn.function));
    this.fn.alarmOn(props.alarmTopic, 'MailFeedback');
  }
}
