/**
 * The shop's addresses: links, navigate() calls and Back targets take them from here, so each
 * path is written once. The router's patterns stay with the routes (shell/AppRoutes and the
 * pattern lists beside the screens that parse them). Pure, and imports nothing of the shop.
 */
import type { TemplateListType } from '../api/contract/productTypes';

const segment = encodeURIComponent;

export const FRONT_PAGE_PATH = '/';
/** The front page with its sign-in panel open. */
export const SIGN_IN_PATH = '/#login';

// The cart and what follows it (spec 1).
export const CART_PATH = '/shopping-cart';
export const RETOUCH_PATH = `${CART_PATH}/retouch`;
export const CHECKOUT_PATH = `${CART_PATH}/checkout`;
/** A cart line opened again in its editor (spec 2 §2.13). */
export const editLinePath = (lineUuid: string): string => `${CART_PATH}/edit/${segment(lineUuid)}`;
export const receiptPath = (orderUuid: string): string => `${CHECKOUT_PATH}/payment/receipt/${segment(orderUuid)}`;

// The products (spec 2 §2, spec 3).
export const PACKAGES_PATH = '/products/packages';
export const packageCreatePath = (packageUuid: string): string => `${PACKAGES_PATH}/${segment(packageUuid)}`;
/** The category overview (products.list); /products itself leads to the packages. */
export const CATEGORY_OVERVIEW_PATH = '/products/categories';
/** The overview's tile lists: /products/categories/{category}/{subCategory}, each segment optional. */
export const categoriesPath = (...segments: string[]): string => [CATEGORY_OVERVIEW_PATH, ...segments.map(segment)].join('/');
/** A template list of one type, of one template category when given. */
export const productListPath = (type: TemplateListType, category?: string | null): string =>
  category ? `/products/${type}/${segment(category)}` : `/products/${type}`;
export const CATALOGUES_PATH = '/products/catalogues';
export const DIGITAL_PORTRAITS_PATH = '/products/digital-portraits';
export const digitalSubjectPath = (subjectUuid: string): string => `${DIGITAL_PORTRAITS_PATH}/${segment(subjectUuid)}`;
/** Spec 1's name of the digital portraits (products.digitalportraits), which the upsell and cart lines link to. */
export const DIGITAL_PORTRAITS_SPEC_PATH = '/products/digitalportraits';
export const digitalSubjectSpecPath = (subjectUuid: string): string => `${DIGITAL_PORTRAITS_SPEC_PATH}/${segment(subjectUuid)}`;

// Picture sets and the account (spec 3 §2, spec 4).
export const NEW_PICTURE_SET_PATH = '/new-picture-set';
export const ACCOUNT_PATH = '/my-account';
export const PICTURE_SETS_PATH = `${ACCOUNT_PATH}/picture-sets`;
export const accountSetPath = (pictureSetUuid: string): string => `${PICTURE_SETS_PATH}/${pictureSetUuid}`;
export const ADD_PICTURE_SET_PATH = `${ACCOUNT_PATH}/add-picture-set`;
export const ACCOUNT_NEW_SET_PATH = `${ACCOUNT_PATH}/new-set`;
export const ORDERS_PATH = `${ACCOUNT_PATH}/orders`;
export const accountOrderPath = (orderUuid: string): string => `${ORDERS_PATH}/${orderUuid}`;
export const CHANGE_PASSWORD_PATH = `${ACCOUNT_PATH}/change-password`;
export const CONTACT_INFO_PATH = `${ACCOUNT_PATH}/contact-info`;
export const CANCEL_PACKAGES_PATH = `${ACCOUNT_PATH}/cancel-picture-packages`;
export const COMMUNICATION_PATH = `${ACCOUNT_PATH}/communication`;

// Pages.
export const CONTACT_PATH = '/contact-us';
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const TERMS_OF_SERVICE_PATH = '/terms-of-service';
export const TERMS_OF_PURCHASE_PATH = '/terms-of-purchase';

// Support (staff only).
export const SUPPORT_PATH = '/support';
export const TEMPLATE_LAB_PATH = `${SUPPORT_PATH}/template-lab`;
export const supportCustomerPath = (customerUuid: string): string => `${SUPPORT_PATH}/customers/${customerUuid}`;
export const supportOrderPath = (orderUuid: string): string => `${SUPPORT_PATH}/orders/${orderUuid}`;
export const supportLineEditorPath = (orderUuid: string, lineUuid: string): string => `${supportOrderPath(orderUuid)}/lines/${lineUuid}/editor`;
export const supportRecordingPath = (recordingUuid: string): string => `${SUPPORT_PATH}/recordings/${recordingUuid}`;
export const recordingStateEditorPath = (recordingUuid: string, seq: number): string => `${supportRecordingPath(recordingUuid)}/states/${seq}/editor`;
