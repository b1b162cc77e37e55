// Types of the OpenAPI build helpers in lib.mjs, for the TypeScript tests.

/** One row of the 3.4.1 endpoint list, keyed by column name. */
export interface EndpointRow {
  method: string;
  path: string;
  params_condition: string;
  controller: string;
  java_method: string;
  hidden: string;
  nickname: string;
  source: string;
  return_type: string;
  request_body: string;
  query_params: string;
  file: string;
}

/** Rows of the endpoint list that share one method and OpenAPI path. */
export interface EndpointGroup {
  key: string;
  method: string;
  path: string;
  rows: EndpointRow[];
}

/** A parsed query parameter of the endpoint list. */
export interface JavaQueryParam {
  name: string;
  required: boolean;
  javaType: string;
}

/** A loosely typed OpenAPI document or fragment. */
export type OpenApiDocument = Record<string, any>;

/** The committed inputs of the build. */
export interface BuildInputs {
  rows: EndpointRow[];
  upstream: OpenApiDocument | undefined;
  overlay: OpenApiDocument;
}

/** What the build produces. */
export interface BuildResult {
  spec: OpenApiDocument;
  overlayOnly: string[];
  groups: EndpointGroup[];
}

/** The `openapi/` folder. */
export const OPENAPI_DIR: string;
/** The repository root. */
export const REPO_ROOT: string;
/** The committed 3.4.1 endpoint list. */
export const TSV_FILE: string;
/** The hand-written overlay. */
export const OVERLAY_FILE: string;
/** The generated OpenAPI document. */
export const SPEC_FILE: string;
/** The generated TypeScript types. */
export const TYPES_FILE: string;
/** Column names of the endpoint list. */
export const TSV_COLUMNS: string[];
/** Document header fields. */
export const SPEC_INFO: { title: string; version: string };
/** The do-not-edit header of the generated types. */
export const TYPES_HEADER: string;

/** The upstream file path: `TB_UPSTREAM_OPENAPI`, else the shared reference copy. */
export function upstreamFile(env?: Record<string, string | undefined>): string;
/** Reads and parses a JSON file. */
export function readJson(file: string): any;
/** Reads the upstream document, or leaves `spec` undefined when absent. */
export function readUpstream(env?: Record<string, string | undefined>): { file: string; spec: OpenApiDocument | undefined };
/** Parses the endpoint list. */
export function parseEndpointTsv(text: string): EndpointRow[];
/** Turns a Spring path into its OpenAPI form. */
export function openApiPath(springPath: string): string;
/** Parses a `query_params` cell. */
export function parseQueryParams(cell: string): JavaQueryParam[];
/** Path parameter names of an OpenAPI path, in order. */
export function pathParamNames(path: string): string[];
/** Groups rows by method and path. */
export function groupEndpoints(rows: EndpointRow[]): EndpointGroup[];
/** Orders groups by path, then method. */
export function compareKeys(a: { path: string; method: string }, b: { path: string; method: string }): number;
/** Loads the committed endpoint list and overlay. */
export function loadInputs(): { rows: EndpointRow[]; overlay: OpenApiDocument };
/** Builds the OpenAPI document. */
export function buildSpec(inputs: BuildInputs): BuildResult;
/** Serialises the document as committed. */
export function serializeSpec(spec: OpenApiDocument): string;
/** Assigns unique operationIds to groups. */
export function assignOperationIds(groups: EndpointGroup[], overlay?: OpenApiDocument): Map<string, string>;
/** Generates the text of schema.d.ts. */
export function generateTypes(spec: OpenApiDocument): Promise<string>;
/** (a) Endpoint list rows missing from the document. */
export function checkEndpoints(rows: EndpointRow[], spec: OpenApiDocument): string[];
/** (b) Generated types drift. */
export function checkTypes(spec: OpenApiDocument, committedTypes: string | undefined): Promise<string[]>;
/** (c) Prose not written in the overlay, or examples left. */
export function checkOwnText(spec: OpenApiDocument, overlay: OpenApiDocument): string[];
/** (d) Document drift against a rebuild from the inputs. */
export function checkRebuild(inputs: BuildInputs, committedSpecText: string): string[];
/** Runs every check on the committed files. */
export function checkAll(env?: Record<string, string | undefined>): Promise<{ problems: string[]; notes: string[] }>;
