import { createKitElement } from '../core/define-element.js';
import { EntityGatewaySelect } from './entity-gateway-select.js';

/**
 * `<tb-entity-gateway-select value="<device id>" device-name="…" gateway-type="Gateway" label="…" base-url="…"
 * required disabled>`; fires `tb-change` with `{ value, gateway }` (value: the gateway's id or null) when one
 * is chosen (also on load and after creating one) or cleared, and `tb-name-exists` with `{ name }` when a
 * gateway could not be created because a device of that name exists.
 */
export const EntityGatewaySelectElement = createKitElement(EntityGatewaySelect, {
  props: { value: 'string', deviceName: 'string', gatewayType: 'string', label: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange', 'tb-name-exists': 'onNameExists' },
});
