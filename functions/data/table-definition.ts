/** The table's keys and indexes: read by the CDK stack and by the local stack's provisioning. */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

export const GLOBAL_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
] as const;

/** Items with this attribute (epoch seconds) are removed by DynamoDB's TTL. */
export const TTL_ATTRIBUTE = 'ttl';
