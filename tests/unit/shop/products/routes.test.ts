import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CREATE_ROUTES, createTarget } from '../../../../src/shop/editorSession/editorRoutes';
import { categoryTarget, setToSwitchTo, visibleCategories } from '../../../../src/shop/products/categoryTiles';
import { createPathFor, listPathFor, listSource, PRODUCT_OVERVIEW_ROUTES, TEMPLATE_LIST_ROUTES } from '../../../../src/shop/products/listRoute';

const PRODUCT = '7f1c2a3b-1111-4a2b-8c3d-000000000001';
const TEMPLATE = '7f1c2a3b-2222-4a2b-8c3d-000000000002';

// The shop's route tree as AppRoutes nests it: create routes outside the layout, lists inside it.
const ROUTES: RouteObject[] = [
  { children: CREATE_ROUTES.map((path) => ({ path, id: `create:${path}` })) },
  {
    children: [
      { children: [...PRODUCT_OVERVIEW_ROUTES.map((path) => ({ path, id: `overview:${path}` })), ...TEMPLATE_LIST_ROUTES.map(({ path, family }) => ({ path, id: `list:${family}:${path}` }))] },
      { path: '*', id: 'notFound' },
    ],
  },
];

function routeFor(pathname: string): { id: string; params: Record<string, string | undefined> } {
  const matches = matchRoutes(ROUTES, pathname);
  const last = matches![matches!.length - 1];
  return { id: last.route.id!, params: last.params };
}

describe('list routes next to the create routes', () => {
  it('gives every create path to the editor, whatever a list route could read into it', () => {
    for (const path of [
      `/products/cards/christmas/${PRODUCT}/${TEMPLATE}`,
      `/products/cards/${PRODUCT}/${TEMPLATE}`,
      `/products/calendars/${PRODUCT}/${TEMPLATE}`,
      `/products/photogifts/mugs/${PRODUCT}/${TEMPLATE}`,
      `/products/categories/cards/christmas/${PRODUCT}/${TEMPLATE}`,
    ]) {
      const { id, params } = routeFor(path);
      expect(id, path).toMatch(/^create:/);
      expect(createTarget(params), path).toMatchObject({ productUuid: PRODUCT, templateUuid: TEMPLATE });
    }
  });

  it('gives the overview and list paths to the product pages', () => {
    // /products replaces itself with the package offers (spec 3 §2): no product route of its own here.
    expect(routeFor('/products').id).toBe('notFound');
    expect(routeFor('/products/categories').id).toBe('overview:products/categories');
    expect(routeFor('/products/cards').id).toBe('list:type:products/:type');
    expect(routeFor('/products/calendars').params).toMatchObject({ type: 'calendars' });
    expect(routeFor('/products/photogifts/mugs')).toMatchObject({ id: 'list:type:products/:type/:category', params: { type: 'photogifts', category: 'mugs' } });
    expect(routeFor('/products/categories/cards/christmas')).toMatchObject({
      id: 'list:categories:products/categories/:category/:subCategory?',
      params: { category: 'cards', subCategory: 'christmas' },
    });
    expect(routeFor('/products/categories/mugs')).toMatchObject({ id: 'list:categories:products/categories/:category/:subCategory?', params: { category: 'mugs' } });
  });

  it('links each listed template to a create route the editor reads back', () => {
    const cases = [
      { family: 'type', params: { type: 'cards' }, category: 'christmas' },
      { family: 'type', params: { type: 'cards', category: 'birthday' }, category: 'birthday' },
      { family: 'type', params: { type: 'calendars' }, category: null },
      { family: 'type', params: { type: 'photogifts', category: 'mugs' }, category: 'mugs' },
      { family: 'categories', params: { category: 'cards', subCategory: 'christmas' }, category: 'christmas' },
      { family: 'categories', params: { category: 'mugs' }, category: 'mugs' },
    ] as const;
    for (const { family, params, category } of cases) {
      const source = listSource(family, params)!;
      const path = createPathFor(source, category, PRODUCT, TEMPLATE);
      const { id, params: read } = routeFor(path);
      expect(id, path).toMatch(/^create:/);
      expect(createTarget(read), path).toMatchObject({ productUuid: PRODUCT, templateUuid: TEMPLATE });
    }
  });
});

describe('listSource', () => {
  it('reads the type routes and refuses unknown types', () => {
    expect(listSource('type', { type: 'cards' })).toEqual({ family: 'type', type: 'cards', category: null });
    expect(listSource('type', { type: 'photogifts', category: 'mugs' })).toEqual({ family: 'type', type: 'photogifts', category: 'mugs' });
    expect(listSource('type', { type: 'packages' })).toBeNull();
    expect(listSource('type', {})).toBeNull();
  });

  it("reads the categories route: cards with their subcategory, a calendar tile, a photo-gift tile as its own category", () => {
    expect(listSource('categories', { category: 'cards', subCategory: 'birthday' })).toEqual({ family: 'categories', type: 'cards', category: 'birthday', routeCategory: 'cards' });
    expect(listSource('categories', { category: 'cards' })).toEqual({ family: 'categories', type: 'cards', category: null, routeCategory: 'cards' });
    expect(listSource('categories', { category: 'calendar' })).toMatchObject({ type: 'calendars', category: null });
    expect(listSource('categories', { category: 'mugs' })).toMatchObject({ type: 'photogifts', category: 'mugs' });
  });

  it('switches card categories within the route family the customer is in', () => {
    expect(listPathFor(listSource('type', { type: 'cards' })!, 'birthday')).toBe('/products/cards/birthday');
    expect(listPathFor(listSource('categories', { category: 'cards', subCategory: 'christmas' })!, 'thankyou')).toBe('/products/categories/cards/thankyou');
  });

  it('links calendars to their own create route', () => {
    expect(createPathFor(listSource('type', { type: 'calendars', category: 'calendar' })!, 'calendar', PRODUCT, TEMPLATE)).toBe(`/products/calendars/${PRODUCT}/${TEMPLATE}`);
  });
});

describe('category tiles (spec 2 §2.1)', () => {
  const tile = (internalName: string, subCategories: { internalName: string; default: boolean }[] = []) => ({ internalName, subCategories });

  it('hides the archive', () => {
    expect(visibleCategories([tile('cards'), tile('archive'), tile('mugs')]).map((c) => c.internalName)).toEqual(['cards', 'mugs']);
  });

  it('sends each tile to its route', () => {
    expect(categoryTarget(tile('mugs'))).toBe('/products/photogifts/mugs');
    expect(categoryTarget(tile('digitalprint'))).toBe('/products/digital-portraits');
    expect(categoryTarget(tile('catalogues'))).toBe('/products/catalogues');
    expect(categoryTarget(tile('calendar'))).toBe('/products/calendars');
    expect(categoryTarget(tile('packages'))).toBe('/products/packages');
    expect(categoryTarget(tile('cards'))).toBe('/products/cards');
    expect(categoryTarget(tile('cards', [{ internalName: 'a', default: false }, { internalName: 'b', default: true }]))).toBe('/products/categories/cards/b');
    expect(categoryTarget(tile('cards', [{ internalName: 'a', default: false }, { internalName: 'c', default: false }]))).toBe('/products/categories/cards/a');
    expect(categoryTarget(tile('tøy & tekstil'))).toBe('/products/photogifts/t%C3%B8y%20%26%20tekstil');
  });

  it("asks to change the picture set only when the category's first qualified subject is another set's", () => {
    const emma = { uuid: 'set-emma', subject: { uuid: 'emma' } };
    const klasse = { uuid: 'set-klasse', subject: { uuid: 'klasse' } };
    const qualified = (uuid: string | null) => ({ firstQualifiedSubject: uuid ? { uuid, name: uuid, group: false } : null });
    expect(setToSwitchTo(qualified('emma'), klasse, [klasse, emma])).toBe(emma);
    expect(setToSwitchTo(qualified('emma'), emma, [klasse, emma])).toBeNull();
    expect(setToSwitchTo(qualified(null), klasse, [klasse, emma])).toBeNull();
    // A subject whose set the page does not know (sets not loaded): open the category as it is.
    expect(setToSwitchTo(qualified('noah'), klasse, [klasse, emma])).toBeNull();
    expect(setToSwitchTo(qualified('emma'), null, [emma])).toBe(emma);
  });
});
