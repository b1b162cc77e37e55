-- OAuth2 client registration templates (provider defaults offered when configuring OAuth2 clients).
-- `template` holds the template JSON without id and createdTime.

CREATE TABLE oauth2_client_registration_template (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  provider_id text NOT NULL UNIQUE,
  template jsonb NOT NULL
);
