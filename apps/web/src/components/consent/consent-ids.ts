// The server-rendered cookie banner's element id, shared by the banner and the consent manager.
export const CONSENT_BANNER_ID = 'consent-banner';
