import { checkCompanyPart } from '../validation.js';
import { normaliseWebsite } from '../website.js';

describe('normaliseWebsite', () => {
  it.each([
    ['brightgrid.co.uk', 'https://brightgrid.co.uk'],
    ['  https://www.brightgrid.co.uk/about/ ', 'https://www.brightgrid.co.uk/about'],
    ['http://voltwise.example', 'http://voltwise.example'],
  ])('%s → %s', (input, expected) => expect(normaliseWebsite(input)).toBe(expected));

  it.each(['not a website', 'localhost', 'ftp://files.example', 'javascript:alert(1)', 'https://user:pw@site.example', 'https://'])('refuses %s', (input) =>
    expect(normaliseWebsite(input)).toBeNull(),
  );
});

describe('checkCompanyPart', () => {
  it('trims, upper-cases the country and lower-cases the id and address', () => {
    const { value, errors } = checkCompanyPart({
      user_application: ' 0F0E0D0C-0000-4000-8000-000000000000 ',
      name: ' Kestrel Flex ',
      website: 'kestrel.example',
      email: 'Office@Kestrel.Example',
      registration_no: 'SC 123/45-6',
      country: 'gb',
      terms_of_service: true,
    });
    expect(errors).toEqual({});
    expect(value).toEqual({
      user_application: '0f0e0d0c-0000-4000-8000-000000000000',
      name: 'Kestrel Flex',
      website: 'https://kestrel.example',
      email: 'office@kestrel.example',
      registration_no: 'SC 123/45-6',
      country: 'GB',
      terms_of_service: true,
    });
  });
});
