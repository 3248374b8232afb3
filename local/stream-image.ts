/**
 * DynamoDB Local 3.x sends an empty map in a stream image without its type: `{}` instead of `{ "M": {} }`
 * (GetItem answers it right, and so do DynamoDB's own streams). The SDK's `unmarshall` refuses a value with
 * no type, so one daily log saved with no weather stopped the local search index for good. The local
 * stream reader hands the consumer what AWS would: a typeless empty value becomes an empty map.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

type Image = Record<string, AttributeValue>;

function repairValue(value: AttributeValue): AttributeValue {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M) return { M: repairImage(value.M) };
  if (value.L) return { L: value.L.map(repairValue) };
  return value;
}

export function repairImage(image: Image): Image {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, repairValue(value)]));
}
