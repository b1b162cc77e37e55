import { useMemo, useState } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { JsonObjectEditor } from '../../../elements/json-object-editor/json-object-editor.js';
import { CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import {
  dataOf, newTransport, PAYLOAD_TYPES, topicFilterError, TRANSPORT_TYPES, withTransport, type DeviceProfileRecord, type TransportType,
} from './device-profile.logic.js';
import { ProfileSection, useProfileDraft } from './profile-section.js';

type Transport = { type: string; [more: string]: unknown };

/** The proto schema fields of a PROTOBUF payload. */
const PROTO_FIELDS = ['deviceTelemetryProtoSchema', 'deviceAttributesProtoSchema', 'deviceRpcRequestProtoSchema', 'deviceRpcResponseProtoSchema'] as const;

/** The settings of an MQTT profile: topic filters, payload type (with its proto schemas) and the validation acknowledgement. */
function MqttFields({ transport, onChange, showErrors, disabled }: { transport: Transport; onChange: (next: Transport) => void; showErrors: boolean; disabled: boolean }) {
  const t = useTranslate();
  const payload = (transport.transportPayloadTypeConfiguration ?? { transportPayloadType: 'JSON' }) as Record<string, unknown>;
  const topic = (field: 'deviceTelemetryTopic' | 'deviceAttributesTopic', label: string) => {
    const value = String(transport[field] ?? '');
    const error = topicFilterError(value);
    return (
      <TextField
        label={t(label)}
        value={value}
        readOnly={disabled}
        required
        onValueChange={(text) => onChange({ ...transport, [field]: text })}
        error={error && showErrors ? t(error) : null}
        dir="ltr"
        spellCheck={false}
      />
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {topic('deviceTelemetryTopic', 'profiles:transport.telemetry-topic')}
      {topic('deviceAttributesTopic', 'profiles:transport.attributes-topic')}
      <SelectField
        label={t('profiles:transport.payload')}
        value={String(payload.transportPayloadType ?? 'JSON')}
        disabled={disabled}
        onValueChange={(type) => onChange({ ...transport, transportPayloadTypeConfiguration: { transportPayloadType: type } })}
        options={PAYLOAD_TYPES.map((type) => ({ value: type, label: t(`profiles:transport.payload-${type}`) }))}
      />
      <div className="flex items-end pb-2">
        <CheckboxField label={t('profiles:transport.send-ack')} checked={transport.sendAckOnValidationException === true} disabled={disabled} onCheckedChange={(on) => onChange({ ...transport, sendAckOnValidationException: on })} />
      </div>
      {payload.transportPayloadType === 'PROTOBUF' &&
        PROTO_FIELDS.map((field) => (
          <div key={field} className="sm:col-span-2">
            <TextAreaField
              code
              rows={5}
              dir="ltr"
              spellCheck={false}
              label={t(`profiles:transport.${field}`)}
              value={String(payload[field] ?? '')}
              readOnly={disabled}
              onValueChange={(text) => onChange({ ...transport, transportPayloadTypeConfiguration: { ...payload, [field]: text } })}
            />
          </div>
        ))}
    </div>
  );
}

/** The settings of the other transports as one JSON object, with the JSON editor's rule (shared-controls §5); reports whether the text is valid. */
function JsonFields({ transport, onChange, onValid, disabled }: { transport: Transport; onChange: (next: Transport) => void; onValid: (valid: boolean) => void; disabled: boolean }) {
  const t = useTranslate();
  const { type } = transport;
  const settings = useMemo(() => {
    const { type: _type, ...rest } = transport;
    return rest;
  }, [transport]);
  return (
    <JsonObjectEditor
      label={t('profiles:transport.configuration', { type: t(`profiles:transport.type-${type}`) })}
      value={settings}
      required
      validateOnChange
      readonly={disabled}
      onChange={({ value, valid }) => {
        onValid(valid);
        if (value) onChange({ ...value, type });
      }}
    />
  );
}

/** How devices of the profile connect: the transport type and its settings. */
export function TransportTab({ context, editable }: { context: ExtraTabContext<DeviceProfileRecord>; editable: boolean }) {
  const t = useTranslate();
  const draft = useProfileDraft(context.record);
  const transport = dataOf(draft.draft).transportConfiguration ?? { type: 'DEFAULT' };
  const [jsonValid, setJsonValid] = useState(true);
  const type = transport.type as TransportType;
  const mqttValid = type !== 'MQTT' || (!topicFilterError(String(transport.deviceTelemetryTopic ?? '')) && !topicFilterError(String(transport.deviceAttributesTopic ?? '')));
  const usesJson = type === 'COAP' || type === 'LWM2M' || type === 'SNMP';
  const set = (next: Transport) => draft.setDraft(withTransport(draft.draft, next));
  return (
    <ProfileSection context={context} draft={draft} valid={mqttValid && (!usesJson || jsonValid)} editable={editable}>
      <div className="sm:max-w-md">
        <SelectField
          label={t('profiles:transport.type')}
          value={type}
          disabled={!editable}
          onValueChange={(next) => {
            setJsonValid(true);
            set(next === context.record.transportType ? (dataOf(context.record).transportConfiguration ?? newTransport(next as TransportType)) : newTransport(next as TransportType));
          }}
          hint={t(`profiles:transport.hint-${type}`)}
          options={TRANSPORT_TYPES.map((value) => ({ value, label: t(`profiles:transport.type-${value}`) }))}
        />
      </div>
      {type === 'MQTT' && <MqttFields transport={transport} onChange={set} showErrors={draft.submitted} disabled={!editable} />}
      {usesJson && <JsonFields key={type} transport={transport} onChange={set} onValid={setJsonValid} disabled={!editable} />}
    </ProfileSection>
  );
}
