import { DEFAULT_HOST_CONFIG, readHostConfig } from './hostConfig';

describe('readHostConfig', () => {
  it('takes each setting of the manifest that has its type, and keeps the default for the rest', () => {
    const config = readHostConfig({
      exchangeEnabled: false,
      helpUrl: 'https://help.example/',
      supportEmail: 42,
      externalSignupUrl: 'https://signup.example/',
      hostedLoginUrl: null,
      embeddedPlugin: 'yes',
      unknownKey: true,
    });
    expect(config).toEqual({
      ...DEFAULT_HOST_CONFIG,
      exchangeEnabled: false,
      helpUrl: 'https://help.example/',
      externalSignupUrl: 'https://signup.example/',
      hostedLoginUrl: null,
    });
  });

  it('gives the defaults when the manifest has no host section', () => {
    expect(readHostConfig(undefined)).toEqual(DEFAULT_HOST_CONFIG);
    expect(readHostConfig('host')).toEqual(DEFAULT_HOST_CONFIG);
  });
});
