import { permissionsFor, ROLE_PERMISSIONS, ORG_TYPE_PERMISSIONS } from './permissions.js';

describe('permissionsFor', () => {
  it('gives admins every permission of their organisation type, plus default', () => {
    expect(permissionsFor('flexprovider', ['admin'], false)).toEqual([...ORG_TYPE_PERMISSIONS.flexprovider, 'default']);
    expect(permissionsFor('systemoperator', ['admin'], true)).toEqual([...ORG_TYPE_PERMISSIONS.systemoperator]);
  });

  it('never grants a permission outside the organisation type', () => {
    expect(permissionsFor('flexprovider', ['comp-admin', 'load-mod-buyer'], true)).toEqual(['view-competitions', 'view-manage-ui']);
    expect(permissionsFor('user', ['admin'], false)).toEqual(['default']);
    expect(permissionsFor('user', [], true)).toEqual([]);
  });

  it('unions the roles and ignores unknown ones', () => {
    expect(permissionsFor('systemoperator', ['dispatch', 'settlement', 'nonsense'], true)).toEqual([
      'view-competitions',
      'manage-dispatches',
      'view-operations',
      'view-settlement',
    ]);
  });

  it('defines every team role', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual(
      ['account', 'admin', 'analytics', 'bid-admin', 'comp-admin', 'dispatch', 'dispatch-admin', 'load-mod-buyer', 'obligations-apis', 'open-market-buyer', 'operations', 'settlement'],
    );
  });
});
