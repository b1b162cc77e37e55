import { createKitElement } from '../core/define-element.js';
import { OtaPackageAutocomplete } from './ota-package-autocomplete.js';

/**
 * `<tb-ota-package-autocomplete value="<id>" device-profile-id="<id>" type="FIRMWARE|SOFTWARE" label="…" base-url="…"
 * required disabled show-details-link>`; fires `tb-change` with `{ value, otaPackage }` (value: the package id or null).
 */
export const OtaPackageAutocompleteElement = createKitElement(OtaPackageAutocomplete, {
  props: { value: 'string', deviceProfileId: 'string', type: 'string', label: 'string', baseUrl: 'string', required: 'boolean', disabled: 'boolean', showDetailsLink: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
