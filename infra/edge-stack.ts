/**
 * The AWS WAF web ACL in front of CloudFront. CloudFront web ACLs must be made in us-east-1, while the
 * other stacks are environment-agnostic, so this is a stack of its own, deployed first; its ACL's ARN
 * (output `WebAclArn`) is then given to the web stack as the `webAclArn` setting (docs/deploy.md).
 * The numbers are in docs/security.md, "AWS WAF".
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests per 5 minutes from one address before WAF blocks it, by path. */
export const WAF_RATE_LIMITS = [
  { name: 'SignIn', path: '/api/auth/', limit: 100 },
  { name: 'SharedLinks', path: '/api/shared/', limit: 300 },
  { name: 'PrintOrders', path: '/api/print-request', limit: 50 },
] as const;

/** Managed rule groups, and the rules of them that only count (they would block the app's own use). */
const MANAGED = [
  // SizeRestrictions_BODY blocks bodies over 8 KB: the direct upload (POST /api/upload/...) is larger.
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
] as const;

const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

export interface EdgeStackProps extends StackProps {
  stage: string;
}

export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { region: 'us-east-1' } });
    const rules: wafv2.CfnWebACL.RuleProperty[] = MANAGED.map((group, i) => ({
      name: group.name,
      priority: i,
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })),
        },
      },
      overrideAction: { none: {} },
      visibilityConfig: visibility(group.name),
    }));
    for (const [i, rate] of WAF_RATE_LIMITS.entries()) {
      rules.push({
        name: `RateLimit${rate.name}`,
        priority: MANAGED.length + i,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: rate.limit,
            aggregateKeyType: 'IP',
            scopeDownStatement: {
              byteMatchStatement: {
                searchString: rate.path,
                fieldToMatch: { uriPath: {} },
                positionalConstraint: 'STARTS_WITH',
                textTransformations: [{ priority: 0, type: 'NONE' }],
              },
            },
          },
        },
        visibilityConfig: visibility(`RateLimit${rate.name}`),
      });
    }
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `site-office-${props.stage}`,
      description: 'Site office: managed rules and per-address rate limits in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules,
      visibilityConfig: visibility(`site-office-${props.stage}`),
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
