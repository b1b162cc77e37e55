/** Schemes of an OAuth2 domain. */
export const OAUTH2_DOMAIN_SCHEMES = ['HTTP', 'HTTPS', 'MIXED'] as const;

/** One scheme of {@link OAUTH2_DOMAIN_SCHEMES}. */
export type OAuth2DomainScheme = (typeof OAUTH2_DOMAIN_SCHEMES)[number];

/** OAuth2 user mapper types. */
export const OAUTH2_MAPPER_TYPES = ['BASIC', 'CUSTOM', 'GITHUB', 'APPLE'] as const;

/** One mapper type of {@link OAUTH2_MAPPER_TYPES}. */
export type OAuth2MapperType = (typeof OAUTH2_MAPPER_TYPES)[number];

/** Domain name filter types, which the basic mapper uses to derive the tenant name. */
export const OAUTH2_DOMAIN_NAME_FILTER_TYPES = ['DOMAIN', 'EMAIL', 'CUSTOM'] as const;

/** One filter type of {@link OAUTH2_DOMAIN_NAME_FILTER_TYPES}. */
export type OAuth2DomainNameFilterType = (typeof OAUTH2_DOMAIN_NAME_FILTER_TYPES)[number];

/** Client platforms an OAuth2 registration serves. */
export const OAUTH2_PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;

/** One platform of {@link OAUTH2_PLATFORMS}. */
export type OAuth2Platform = (typeof OAUTH2_PLATFORMS)[number];

/** The platform the console asks OAuth2 clients for. */
export const OAUTH2_CLIENT_PLATFORM: OAuth2Platform = 'WEB';

/** OAuth2 client authentication methods. */
export const OAUTH2_CLIENT_AUTHENTICATION_METHODS = ['BASIC', 'POST'] as const;

/** One method of {@link OAUTH2_CLIENT_AUTHENTICATION_METHODS}. */
export type OAuth2ClientAuthenticationMethod = (typeof OAUTH2_CLIENT_AUTHENTICATION_METHODS)[number];
