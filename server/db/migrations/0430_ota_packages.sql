-- Over-the-air firmware and software packages of a tenant, bound to one device profile.

CREATE TABLE ota_package (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  device_profile_id uuid NOT NULL REFERENCES device_profile(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('FIRMWARE', 'SOFTWARE')),
  title text NOT NULL,
  version text NOT NULL,
  tag text,
  url text,
  data bytea,
  file_name text,
  content_type text,
  checksum_algorithm text,
  checksum text,
  data_size bigint,
  additional_info jsonb,
  CONSTRAINT ota_package_tenant_title_version_unq_key UNIQUE (tenant_id, title, version)
);
CREATE INDEX ota_package_profile_idx ON ota_package (tenant_id, device_profile_id, type);
