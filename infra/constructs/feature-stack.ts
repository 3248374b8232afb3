/**
 * One feature area's endpoints (functions, roles, log groups, methods) in a nested stack of the API
 * stack, so the API can grow by areas without reaching CloudFormation's 500 resources per stack
 * (docs/architecture.md, "One REST API, a stack per feature"). The REST API, its stage and the path
 * resources stay in the parent.
 */
import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ContractApi, type ContractApiProps } from './contract-api.ts';

export interface FeatureStackProps extends NestedStackProps {
  feature: string;
  endpoints: ContractApiProps;
}

export class FeatureStack extends NestedStack {
  readonly endpoints: ContractApi;

  constructor(scope: Construct, id: string, props: FeatureStackProps) {
    super(scope, id, { description: `Site office API: the ${props.feature} endpoints`, ...props });
    this.endpoints = new ContractApi(this, 'Endpoints', props.endpoints);
  }
}
