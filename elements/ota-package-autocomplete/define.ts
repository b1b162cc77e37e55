import { defineKitElement } from '../core/define-element.js';
import { OtaPackageAutocompleteElement } from './element.js';

defineKitElement('tb-ota-package-autocomplete', OtaPackageAutocompleteElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-ota-package-autocomplete': HTMLElement & {
      value: string | null;
      deviceProfileId: string | null;
      type: 'FIRMWARE' | 'SOFTWARE';
      label: string;
      baseUrl: string;
      required: boolean;
      disabled: boolean;
      showDetailsLink: boolean;
    };
  }
}
