-- Persistent server-side RPC requests (`"persistent": true` in the request body).
--
-- rpc  one row per persistent request: request holds the request as sent to the device
--      ({id, tenantId, deviceId, oneway, expirationTime, body: {method, params}, persisted, retries,
--      additionalInfo}), response the device's reply JSON, status one of
--      QUEUED | SENT | DELIVERED | SUCCESSFUL | TIMEOUT | EXPIRED | FAILED | DELETED.
--      Rows go with their device.

CREATE TABLE rpc (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  device_id uuid NOT NULL REFERENCES device(id) ON DELETE CASCADE,
  expiration_time bigint NOT NULL,
  request jsonb NOT NULL,
  response jsonb,
  status text NOT NULL CHECK (status IN ('QUEUED', 'SENT', 'DELIVERED', 'SUCCESSFUL', 'TIMEOUT', 'EXPIRED', 'FAILED', 'DELETED')),
  additional_info jsonb
);
CREATE INDEX rpc_device_idx ON rpc (device_id, created_time);
CREATE INDEX rpc_status_idx ON rpc (status, expiration_time);
