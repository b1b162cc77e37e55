import { defineKitElement } from '../core/define-element.js';
import { EntityGatewaySelectElement } from './element.js';

defineKitElement('tb-entity-gateway-select', EntityGatewaySelectElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-entity-gateway-select': HTMLElement & {
      value: string | null;
      deviceName: string | null;
      gatewayType: string | null;
      label: string;
      baseUrl: string;
      required: boolean;
      disabled: boolean;
    };
  }
}
