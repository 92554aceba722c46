import type { components } from '../../api/generated/cap';

type Schemas = components['schemas'];

export type DynSearchFieldSpec = Schemas['CapDynSearchField'];
export type DynColumnSpec = Schemas['CapDynColumn'];
export type DynFormFieldSpec = Schemas['CapDynFormField'];
export type DynRecordValues = Schemas['CapDynValues'];

/** A date range as the search form holds it: two YYYY-MM-DD texts, either may be missing. */
export type DateRangeText = readonly [string | undefined, string | undefined];
