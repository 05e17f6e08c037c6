import { sql } from 'drizzle-orm';
import type { CartTemplateData } from '../../api/contract/cart';
import type { PackageOfferItem, StoredPackage } from '../../api/contract/packages';
import { boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Site settings, page settings and the menu, each one JSON document under a key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Legacy content pages (/pages/{id}): a title and a list of modules. */
export const legacyPages = pgTable('legacy_pages', {
  id: text('id').primaryKey(),
  title: jsonb('title').notNull(),
  modules: jsonb('modules').notNull(),
});

export const photographers = pgTable('photographers', {
  uuid: uuid('uuid').primaryKey(),
  name: text('name').notNull(),
  /** A whitelabel photographer's codes send customers to its own shop. */
  redirectUrl: text('redirect_url'),
});

export const jobs = pgTable('jobs', {
  uuid: uuid('uuid').primaryKey(),
  photographerUuid: uuid('photographer_uuid').notNull().references(() => photographers.uuid),
  name: text('name').notNull(),
  year: integer('year').notNull(),
  greenScreen: boolean('green_screen').notNull().default(false),
  /** Yearbook pose selection closes at this moment; null = the job has no pose selection. */
  yearbookPoseDeadline: timestamp('yearbook_pose_deadline', { withTimezone: true }),
  createdAt: createdAt(),
});

export const jobYearbookPoses = pgTable('job_yearbook_poses', {
  uuid: uuid('uuid').primaryKey(),
  jobUuid: uuid('job_uuid').notNull().references(() => jobs.uuid),
  name: jsonb('name').notNull(),
  instructions: jsonb('instructions').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Siblings share a family, so a parent can be offered sibling products. */
export const families = pgTable('families', {
  uuid: uuid('uuid').primaryKey(),
  name: text('name').notNull(),
});

export const subjects = pgTable(
  'subjects',
  {
    uuid: uuid('uuid').primaryKey(),
    jobUuid: uuid('job_uuid').notNull().references(() => jobs.uuid),
    familyUuid: uuid('family_uuid').references(() => families.uuid),
    name: text('name').notNull(),
    /** Stored upper-case; codes are matched without case. */
    code: text('code').notNull().unique(),
    isGroup: boolean('is_group').notNull().default(false),
  },
  (t) => [index('subjects_job_idx').on(t.jobUuid)],
);

export const pictureSets = pgTable('picture_sets', {
  uuid: uuid('uuid').primaryKey(),
  subjectUuid: uuid('subject_uuid').notNull().unique().references(() => subjects.uuid),
  isEditable: boolean('is_editable').notNull().default(true),
  createdAt: createdAt(),
});

export const pictures = pgTable(
  'pictures',
  {
    uuid: uuid('uuid').primaryKey(),
    pictureSetUuid: uuid('picture_set_uuid').notNull().references(() => pictureSets.uuid),
    /** IP individual, SFP sibling and friends, GP group. */
    pictureType: text('picture_type', { enum: ['IP', 'SFP', 'GP'] }).notNull(),
    webshopId: text('webshop_id').notNull(),
    clientRef: text('client_ref').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Path of the original under the media dir. */
    file: text('file').notNull(),
    /** Green-screen pictures keep their foreground alpha mask beside the original. */
    maskFile: text('mask_file'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('pictures_set_idx').on(t.pictureSetUuid)],
);

/** Backgrounds a green-screen picture can be composited over. */
export const backgrounds = pgTable('backgrounds', {
  uuid: uuid('uuid').primaryKey(),
  name: text('name').notNull(),
  file: text('file').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

export const users = pgTable('users', {
  uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
  /** Stored lower-case and trimmed. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  acceptMail: boolean('accept_mail').notNull().default(false),
  lang: text('lang', { enum: ['nb', 'en'] }).notNull().default('nb'),
  role: text('role', { enum: ['customer', 'support'] }).notNull().default('customer'),
  address: jsonb('address').notNull().default({ address: '', address2: '', postalCode: '', city: '', state: '' }),
  createdAt: createdAt(),
});

export const userPictureSets = pgTable(
  'user_picture_sets',
  {
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    pictureSetUuid: uuid('picture_set_uuid').notNull().references(() => pictureSets.uuid),
    addedAt: createdAt(),
    /** Whether the customer wants reminder e-mails about this set (spec 3 Communication); the package reminder job reads it. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true), // reminder e-mails about this set's package offers; the customer can turn them off
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.pictureSetUuid] })],
);

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** Null for a visitor's session (it still carries a referrer or a debug recording). */
    userUuid: uuid('user_uuid').references(() => users.uuid),
    /** When support simulates a customer: the support user's uuid (userUuid is the customer). */
    simulatedByUuid: uuid('simulated_by_uuid').references(() => users.uuid),
    currentPictureSetUuid: uuid('current_picture_set_uuid').references(() => pictureSets.uuid),
    referrer: text('referrer'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // A password reset ends every session of the user.
  (t) => [index('sessions_user_idx').on(t.userUuid)],
);

/** Single-use password reset codes, stored hashed, valid for one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    codeHash: text('code_hash').primaryKey(),
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userUuid)],
);

/** Fixed-window counters kept in the database so every server instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** rrweb session recordings from /debug, replayed by support later. */
export const debugRecordings = pgTable(
  'debug_recordings',
  {
    uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
    /** The browser session that may append to it (moved along when that browser signs in). */
    sessionId: text('session_id').notNull(),
    userUuid: uuid('user_uuid').references(() => users.uuid),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    startedAt: createdAt(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** Events stored so far, kept here so the size cap is checked without reading the chunks. */
    eventCount: integer('event_count').notNull().default(0),
    /** Chunks stored so far; the next chunk's seq. */
    chunkCount: integer('chunk_count').notNull().default(0),
    /** Editor document states stored so far; the next state's seq. */
    documentCount: integer('document_count').notNull().default(0),
  },
  (t) => [index('debug_recordings_session_idx').on(t.sessionId)],
);

export const debugRecordingChunks = pgTable(
  'debug_recording_chunks',
  {
    recordingUuid: uuid('recording_uuid').notNull().references(() => debugRecordings.uuid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    events: jsonb('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordingUuid, t.seq] })],
);

/**
 * The editor's document as it was at a moment of a recording (the state its undo history holds):
 * rrweb cannot show the Konva canvas and masks what the customer typed, so support replays these
 * through the engine instead.
 */
export const debugRecordingDocuments = pgTable(
  'debug_recording_documents',
  {
    recordingUuid: uuid('recording_uuid').notNull().references(() => debugRecordings.uuid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The browser's clock when the document became this (the rrweb events' clock too). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The product the editor was making, so the state opens in the editor again. */
    productUuid: uuid('product_uuid'),
    templateUuid: uuid('template_uuid').notNull(),
    templateVersion: integer('template_version').notNull(),
    /** `{ year, userResources }`, as a cart line stores it. */
    templateData: jsonb('template_data').$type<CartTemplateData>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordingUuid, t.seq] })],
);

/**
 * A customer's cart, one row per order line. The server prices lines when the cart changes
 * (src/server/services/cart), so the stored prices always match the cart as it stands.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    /** Spec 1 §3: 0 product, 1 rebate-related, 2 voucher/discount, 3 shipping or fee, 4 total/tax. */
    type: integer('type').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the customer pays for the whole line (quantity, sub-products and campaign included), in NOK. */
    linePrice: numeric('line_price', { precision: 12, scale: 2 }).notNull(),
    /** The line's price without a campaign; null when it equals line_price. */
    regularLinePrice: numeric('regular_line_price', { precision: 12, scale: 2 }),
    /** The product a type-0 line sells (null for vouchers, shipping and totals). */
    productUuid: uuid('product_uuid').references(() => products.uuid),
    subProductUuids: uuid('sub_product_uuids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Template lines pin the version they were made with, so the product renders the same later. */
    templateUuid: uuid('template_uuid'),
    templateVersion: integer('template_version'),
    /** The engine's UserResources and the year: `{ year, userResources }`. */
    templateData: jsonb('template_data').$type<CartTemplateData>(),
    /** A catalogue line (spec 1 §3): which catalogue; subjectUuid names the pupil it is for. */
    catalogueUuid: uuid('catalogue_uuid').references(() => catalogues.uuid),
    /** Catalogue lines: the pupil; digital-set lines: the subject whose set is bought. */
    subjectUuid: uuid('subject_uuid').references(() => subjects.uuid),
    /** Digital-set lines: the pictures delivered as files. */
    pictureUuids: uuid('picture_uuids').array().notNull().default(sql`'{}'::uuid[]`),
    // A package line's items (src/server/services/packages/packageLines.ts)
    packageData: jsonb('package_data').$type<StoredPackage>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_lines_user_idx').on(t.userUuid),
    foreignKey({ name: 'cart_lines_template_version_fk', columns: [t.templateUuid, t.templateVersion], foreignColumns: [templateVersions.templateUuid, templateVersions.version] }),
  ],
);

/**
 * Retouching chosen on the retouch page (spec 2 §2.14): a row per picture and retouch
 * sub-product. The cart's retouch line is priced from these rows.
 */
export const cartRetouchSelections = pgTable(
  'cart_retouch_selections',
  {
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    pictureUuid: uuid('picture_uuid').notNull().references(() => pictures.uuid),
    subProductUuid: uuid('sub_product_uuid').notNull().references(() => subProducts.uuid),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.pictureUuid, t.subProductUuid] })],
);

/** A localized text as stored: Norwegian always, English when translated. */
type LocalizedJson = { nb: string; en?: string };

/** Template types as the engine's model names them (src/engine/model/template.ts). */
const TEMPLATE_TYPES = ['CARD', 'CALENDAR', 'PHOTOGIFT'] as const;

/** What templates are listed under: the card categories, 'calendar' and each photo-gift kind. */
export const templateCategories = pgTable('template_categories', {
  internalName: text('internal_name').primaryKey(),
  templateType: text('template_type', { enum: TEMPLATE_TYPES }).notNull(),
  name: jsonb('name').$type<LocalizedJson>().notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** The category a type's list opens with (one per type: christmas for cards). */
  isDefault: boolean('is_default').notNull().default(false),
  /** Photo gifts: the list draws each template with the customer's own pictures. */
  userImagePreviews: boolean('user_image_previews').notNull().default(false),
  /** Photo gifts: green-screen pictures may be placed on a chosen background. */
  separateFromBackground: boolean('separate_from_background').notNull().default(false),
});

/** Tiles of the category overview (spec 2 §2.1); 'archive' exists but the shop hides it. */
export const shopCategories = pgTable('shop_categories', {
  internalName: text('internal_name').primaryKey(),
  title: jsonb('title').$type<LocalizedJson>().notNull(),
  description: jsonb('description').$type<LocalizedJson>().notNull(),
  /** URL of the tile's picture. */
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull(),
  subCategories: jsonb('sub_categories').$type<{ internalName: string; default: boolean }[]>().notNull().default([]),
  /**
   * The template categories whose templates the tile leads to (empty for tiles without
   * templates: digital prints, catalogues, packages); they decide its first qualified subject.
   */
  templateCategories: text('template_categories').array().notNull().default(sql`'{}'::text[]`),
});

/**
 * What the shop sells. Type codes (spec 2 §9): 1 card, 2 calendar and 89 photo gift are
 * template products, 11 is retouch, 200 a package.
 */
export const products = pgTable('products', {
  uuid: uuid('uuid').primaryKey(),
  name: jsonb('name').$type<LocalizedJson>().notNull(),
  type: integer('type').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** The smallest quantity of one line (cards come in fives, say). */
  minOrderPartQuantity: integer('min_order_part_quantity').notNull().default(1),
  categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
  /** Who gets the campaign prices: null everyone, PACKAGE_IN_CART only with a package in the cart. */
  campaignRequirement: text('campaign_requirement', { enum: ['PACKAGE_IN_CART'] }),
});

/**
 * Price tiers of a product, in NOK. Type 0: `price` per piece from `quantity` pieces up. Other
 * types: the price of the quantity-th piece (1st, 2nd, ...; the last tier for every later one).
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productUuid: uuid('product_uuid').notNull().references(() => products.uuid),
    type: integer('type').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    campaignPrice: numeric('campaign_price', { precision: 12, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.productUuid, t.type, t.quantity] })],
);

/** Options bought with a product (envelopes, a gift box, a retouch kind), each at an extra price in NOK. */
export const subProducts = pgTable(
  'sub_products',
  {
    uuid: uuid('uuid').primaryKey(),
    productUuid: uuid('product_uuid').notNull().references(() => products.uuid),
    name: jsonb('name').$type<LocalizedJson>().notNull(),
    extraPrice: numeric('extra_price', { precision: 12, scale: 2 }).notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('sub_products_product_idx').on(t.productUuid)],
);

/** A template's identity; its content lives in immutable versions, one of which is current. */
export const templates = pgTable('templates', {
  uuid: uuid('uuid').primaryKey(),
  /** The version new lists and editors get; order lines keep the version they were made with. */
  currentVersion: integer('current_version').notNull(),
  sortOrder: integer('sort_order').notNull(),
  createdAt: createdAt(),
});

/**
 * A published template version: the engine's template JSON, never changed after insert (an
 * order line stores uuid + version and must render the same later). Type and categories are
 * copied out of the definition to filter lists in SQL.
 */
export const templateVersions = pgTable(
  'template_versions',
  {
    templateUuid: uuid('template_uuid').notNull().references(() => templates.uuid),
    version: integer('version').notNull(),
    type: text('type', { enum: TEMPLATE_TYPES }).notNull(),
    categories: text('categories').array().notNull(),
    definition: jsonb('definition').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateUuid, t.version] })],
);

/** Which product a template is sold as (a design may be sold as several products). */
export const templateProducts = pgTable(
  'template_products',
  {
    templateUuid: uuid('template_uuid').notNull().references(() => templates.uuid),
    productUuid: uuid('product_uuid').notNull().references(() => products.uuid),
  },
  (t) => [primaryKey({ columns: [t.templateUuid, t.productUuid] }), index('template_products_product_idx').on(t.productUuid)],
);

/** Pictures customers uploaded themselves (the editor's recent images). */
export const userImages = pgTable(
  'user_images',
  {
    uuid: uuid('uuid').primaryKey(),
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    /** Path of the original under the media dir. */
    file: text('file').notNull(),
    /** Pixels as the picture is shown (after its EXIF orientation). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format', { enum: ['jpeg', 'png', 'webp'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_images_user_idx').on(t.userUuid, t.createdAt)],
);

/** Spec 1 §3 delivery method types. */
export const DELIVERY_TYPES = ['store-pickup', 'postage', 'school-pickup', 'digital-delivery'] as const;

/** How an order reaches the customer; its options are the choices within it. */
export const deliveryMethods = pgTable('delivery_methods', {
  uuid: uuid('uuid').primaryKey(),
  type: text('type', { enum: DELIVERY_TYPES }).notNull(),
  name: jsonb('name').$type<LocalizedJson>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * One choice of a delivery method, priced in NOK. Store-pickup options are pickup locations
 * (pickup fields set; a uuid ending in -111111111111 is a store's express variant); a
 * school-pickup option serves one job's school.
 */
export const deliveryOptions = pgTable(
  'delivery_options',
  {
    uuid: uuid('uuid').primaryKey(),
    methodUuid: uuid('method_uuid').notNull().references(() => deliveryMethods.uuid),
    name: jsonb('name').$type<LocalizedJson>().notNull(),
    description: jsonb('description').$type<LocalizedJson>().notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Business days from the order until delivery. */
    deliveryDays: integer('delivery_days').notNull(),
    /** No longer offered from this moment; null = no end. */
    expire: timestamp('expire', { withTimezone: true }),
    isExpress: boolean('is_express').notNull().default(false),
    /** School pickup: the job whose pupils are delivered at school. */
    jobUuid: uuid('job_uuid').references(() => jobs.uuid),
    pickupName: text('pickup_name'),
    pickupAddress1: text('pickup_address1'),
    pickupPostalCode: text('pickup_postal_code'),
    pickupCity: text('pickup_city'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('delivery_options_method_idx').on(t.methodUuid)],
);

/** How a customer pays: through a payment provider (redirect) or by invoice (completed at once). */
export const paymentOptions = pgTable('payment_options', {
  uuid: uuid('uuid').primaryKey(),
  kind: text('kind', { enum: ['card', 'mobile', 'invoice'] }).notNull(),
  /** The PaymentProvider that runs it (src/server/services/payments). */
  provider: text('provider').notNull(),
  title: jsonb('title').$type<LocalizedJson>().notNull(),
  mobileTitle: jsonb('mobile_title').$type<LocalizedJson>().notNull(),
  description: jsonb('description').$type<LocalizedJson>().notNull(),
  mobileDescription: jsonb('mobile_description').$type<LocalizedJson>().notNull(),
  verifyMobile: boolean('verify_mobile').notNull().default(false),
  requirePersonNo: boolean('require_person_no').notNull().default(false),
  enabledPaymentMethods: jsonb('enabled_payment_methods').$type<{ name: string; icon: string }[]>().notNull().default([]),
  /** Delivery types this option cannot be used with. */
  excludedDeliveryTypes: text('excluded_delivery_types').array().notNull().default(sql`'{}'::text[]`),
  sortOrder: integer('sort_order').notNull(),
});

/** Voucher codes: a percentage or an amount in NOK off the products. */
export const vouchers = pgTable('vouchers', {
  uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
  /** Stored upper-case; matched without case. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
  /** Percent (10 = 10 %) or NOK. */
  value: numeric('value', { precision: 12, scale: 2 }).notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  /** How many orders may use it in all; null = no limit. */
  usageLimit: integer('usage_limit'),
  /** The products must cost at least this much (NOK). */
  minimumAmount: numeric('minimum_amount', { precision: 12, scale: 2 }).notNull().default('0'),
  createdAt: createdAt(),
});

/** One order's use of a voucher (counted against usageLimit). */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    voucherUuid: uuid('voucher_uuid').notNull().references(() => vouchers.uuid),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    usedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderUuid, t.voucherUuid] }), index('voucher_uses_voucher_idx').on(t.voucherUuid)],
);

/** Printed catalogues of a job (spec 1 §3 Catalogue), priced in NOK per piece. */
export const catalogues = pgTable(
  'catalogues',
  {
    uuid: uuid('uuid').primaryKey(),
    jobUuid: uuid('job_uuid').notNull().references(() => jobs.uuid),
    name: jsonb('name').$type<LocalizedJson>().notNull(),
    description: jsonb('description').$type<LocalizedJson>().notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    maxQuantity: integer('max_quantity').notNull().default(10),
    /** Shipped within this many days after the last photo day. */
    deliveryDays: integer('delivery_days').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('catalogues_job_idx').on(t.jobUuid)],
);

/** The digital portrait set of a job's subjects: its price and the offer price (upsell 'Special offer'). */
export const jobDigitalSets = pgTable('job_digital_sets', {
  jobUuid: uuid('job_uuid').primaryKey().references(() => jobs.uuid),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  /** The offer price customers pay; null = no offer. */
  rebatedPrice: numeric('rebated_price', { precision: 12, scale: 2 }),
});

/**
 * A preorder registration made on the photographer's registration page (before photo day):
 * the catalogues chosen for a subject. POST /api/webshop/preorder/checkout takes them into the
 * signed-in customer's cart once.
 */
export const preorderRegistrations = pgTable('preorder_registrations', {
  /** The webRegSession the registration page hands over. */
  token: text('token').primaryKey(),
  subjectUuid: uuid('subject_uuid').notNull().references(() => subjects.uuid),
  catalogues: jsonb('catalogues').$type<{ uuid: string; quantity: number }[]>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedByUserUuid: uuid('used_by_user_uuid').references(() => users.uuid),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A customer's checkout: the choices made so far. It ends (closedAt) when a transaction creates
 * its order; the next checkout is a new row.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    deliveryOptionUuid: uuid('delivery_option_uuid').references(() => deliveryOptions.uuid),
    paymentOptionUuid: uuid('payment_option_uuid').references(() => paymentOptions.uuid),
    voucherUuid: uuid('voucher_uuid').references(() => vouchers.uuid),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  // At most one open checkout per customer: two tabs starting at once share it.
  (t) => [index('checkouts_user_idx').on(t.userUuid), uniqueIndex('checkouts_one_open_per_user').on(t.userUuid).where(sql`closed_at is null`)],
);

export const ORDER_STATES = ['created', 'awaiting_payment', 'paid', 'invoiced', 'declined', 'cancelled'] as const;
export type OrderStateValue = (typeof ORDER_STATES)[number];

/** What the receipt shows of the delivery, frozen at purchase. */
export interface OrderDeliveryData {
  address: { name: string; address1: string; address2: string; city: string; state: string; postalCode: string } | null;
  contactInfo: { name: string; emailAddress: string } | null;
  school: { name: string } | null;
  subject: string | null;
}

/** An order: the cart frozen at transaction time. One per checkout (the unique key makes creating it idempotent). */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey(),
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    checkoutUuid: uuid('checkout_uuid').notNull().unique().references(() => checkouts.uuid),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    /** What the customer pays (NOK, VAT included). */
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 12, scale: 2 }).notNull(),
    itemCount: integer('item_count').notNull(),
    currency: text('currency').notNull().default('NOK'),
    deliveryOptionUuid: uuid('delivery_option_uuid').notNull().references(() => deliveryOptions.uuid),
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull(),
    deliveryName: text('delivery_name').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    deliveryData: jsonb('delivery_data').$type<OrderDeliveryData>().notNull(),
    paymentOptionUuid: uuid('payment_option_uuid').notNull().references(() => paymentOptions.uuid),
    paymentTitle: text('payment_title').notNull(),
    isInvoice: boolean('is_invoice').notNull(),
    /** Payment details given (mobile number, personal number), kept for the provider and support. */
    paymentData: jsonb('payment_data').$type<{ mobilePhone?: string; pid?: string }>().notNull(),
    voucherUuid: uuid('voucher_uuid').references(() => vouchers.uuid),
    rebateCode: text('rebate_code'),
    comment: text('comment').notNull().default(''),
    client: text('client', { enum: ['desktop', 'mobile'] }).notNull(),
    lang: text('lang', { enum: ['nb', 'en'] }).notNull(),
    containDigitalProducts: boolean('contain_digital_products').notNull(),
    catalogueMaxDeliveryTime: integer('catalogue_max_delivery_time'),
    /** The support user who placed the order while simulating the customer; null when the customer did. */
    placedByStaffUuid: uuid('placed_by_staff_uuid').references(() => users.uuid),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userUuid, t.createdAt)],
);

/** An order's lines with their prices frozen; `shown` is the line as the receipt shows it. */
export const orderLines = pgTable(
  'order_lines',
  {
    uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    position: integer('position').notNull(),
    type: integer('type').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    linePrice: numeric('line_price', { precision: 12, scale: 2 }).notNull(),
    regularLinePrice: numeric('regular_line_price', { precision: 12, scale: 2 }),
    productUuid: uuid('product_uuid').references(() => products.uuid),
    subProductUuids: uuid('sub_product_uuids').array().notNull().default(sql`'{}'::uuid[]`),
    templateUuid: uuid('template_uuid'),
    templateVersion: integer('template_version'),
    templateData: jsonb('template_data').$type<CartTemplateData>(),
    catalogueUuid: uuid('catalogue_uuid').references(() => catalogues.uuid),
    subjectUuid: uuid('subject_uuid').references(() => subjects.uuid),
    pictureUuids: uuid('picture_uuids').array().notNull().default(sql`'{}'::uuid[]`),
    /** A package line's items as they were ordered (the lab prints each filled template from it). */
    packageData: jsonb('package_data').$type<StoredPackage>(),
    /** The cart line it was copied from (emptied from the cart once the order is paid or invoiced). */
    cartLineUuid: uuid('cart_line_uuid'),
    shown: jsonb('shown').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderUuid, t.position),
    // A line renders from its pinned version; the version may never go away (a trigger keeps it unchanged too).
    foreignKey({ name: 'order_lines_template_version_fk', columns: [t.templateUuid, t.templateVersion], foreignColumns: [templateVersions.templateUuid, templateVersions.version] }),
  ],
);

/**
 * The pictures an order line draws: a photographer's picture or an own upload, one per row. The
 * foreign keys refuse deleting a picture (and so its row naming the original file) while an
 * order that prints it exists; the rows go with their order line.
 */
export const orderLinePictures = pgTable(
  'order_line_pictures',
  {
    orderLineUuid: uuid('order_line_uuid').notNull().references(() => orderLines.uuid, { onDelete: 'cascade' }),
    pictureUuid: uuid('picture_uuid').references(() => pictures.uuid, { onDelete: 'restrict' }),
    userImageUuid: uuid('user_image_uuid').references(() => userImages.uuid, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('order_line_pictures_unique').on(t.orderLineUuid, t.pictureUuid, t.userImageUuid),
    index('order_line_pictures_picture_idx').on(t.pictureUuid),
    index('order_line_pictures_user_image_idx').on(t.userImageUuid),
    check('order_line_pictures_one_kind', sql`(${t.pictureUuid} is null) <> (${t.userImageUuid} is null)`),
  ],
);

/**
 * The retouching an order bought, per picture and retouch sub-product: the cart's selection as it
 * was when the order was made (the cart's own rows go once the order is paid).
 */
export const orderRetouchSelections = pgTable(
  'order_retouch_selections',
  {
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    pictureUuid: uuid('picture_uuid').notNull().references(() => pictures.uuid),
    subProductUuid: uuid('sub_product_uuid').notNull().references(() => subProducts.uuid),
  },
  (t) => [primaryKey({ columns: [t.orderUuid, t.pictureUuid, t.subProductUuid] }), index('order_retouch_selections_picture_idx').on(t.pictureUuid)],
);

/** Every state an order went through, with the time (created -> awaiting_payment -> paid, ...). */
export const orderStateChanges = pgTable(
  'order_state_changes',
  {
    uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid),
    fromState: text('from_state', { enum: ORDER_STATES }),
    toState: text('to_state', { enum: ORDER_STATES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_state_changes_order_idx').on(t.orderUuid, t.at)],
);

export const PAYMENT_STATES = ['awaiting_payment', 'paid', 'declined', 'cancelled', 'invoiced'] as const;

/** A payment attempt with a provider. One per order; idempotencyKey (the checkout) makes a repeat find it. */
export const paymentTransactions = pgTable('payment_transactions', {
  uuid: uuid('uuid').primaryKey(),
  orderUuid: uuid('order_uuid').notNull().unique().references(() => orders.uuid),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  provider: text('provider').notNull(),
  state: text('state', { enum: PAYMENT_STATES }).notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  currency: text('currency').notNull().default('NOK'),
  /** Where the browser goes to pay (or the receipt for payments completed at once). */
  redirectUrl: text('redirect_url').notNull(),
  /** The provider's own id for the payment, when it has one. */
  providerReference: text('provider_reference'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- pictures: the account's marks and yearbook poses ---

/** A customer's favourite pictures (spec 3 'Favorites'): each account marks its own. */
export const userFavoritePictures = pgTable(
  'user_favorite_pictures',
  {
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    pictureUuid: uuid('picture_uuid').notNull().references(() => pictures.uuid),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.pictureUuid] })],
);

/**
 * The yearbook pose chosen for a picture set (spec 3 §4): one picture per set and job pose. It
 * belongs to the set, not to one account, since the school prints one picture per pupil whoever
 * of the family chose it; a new choice replaces the old one.
 */
export const pictureSetYearbookPoses = pgTable(
  'picture_set_yearbook_poses',
  {
    pictureSetUuid: uuid('picture_set_uuid').notNull().references(() => pictureSets.uuid),
    jobYearbookPoseUuid: uuid('job_yearbook_pose_uuid').notNull().references(() => jobYearbookPoses.uuid),
    pictureUuid: uuid('picture_uuid').notNull().references(() => pictures.uuid),
    chosenByUserUuid: uuid('chosen_by_user_uuid').notNull().references(() => users.uuid),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pictureSetUuid, t.jobYearbookPoseUuid] })],
);

// --- packages ---

/**
 * A job's package offers (spec 3 §3 Package (offer)): a package the customer builds from the
 * listed items, or a link to another part of the shop. Prices in NOK; the time-limited price
 * applies until ends_at, the end the offers page counts down to.
 */
export const packageOffers = pgTable(
  'package_offers',
  {
    uuid: uuid('uuid').primaryKey(),
    jobUuid: uuid('job_uuid').notNull().references(() => jobs.uuid),
    type: text('type', { enum: ['package', 'link'] }).notNull(),
    name: jsonb('name').$type<LocalizedJson>().notNull(),
    description: jsonb('description').$type<LocalizedJson>().notNull(),
    /** Banner image URL (1184x552). */
    image: text('image').notNull(),
    linkText: jsonb('link_text').$type<LocalizedJson>().notNull(),
    /** Link offers: a plain link, or linkInfo naming a part of the shop. */
    link: text('link'),
    linkInfo: jsonb('link_info').$type<{ type: string; category: string | null }>(),
    /** Package offers: the type-200 product the cart line sells. */
    productUuid: uuid('product_uuid').references(() => products.uuid),
    items: jsonb('items').$type<PackageOfferItem[]>().notNull().default([]),
    originalPrice: numeric('original_price', { precision: 12, scale: 2 }).notNull(),
    priceIncludingDiscount: numeric('price_including_discount', { precision: 12, scale: 2 }).notNull(),
    /** Null: no time-limited discount. */
    timeLimitedDiscountPrice: numeric('time_limited_discount_price', { precision: 12, scale: 2 }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set: the tile is greyed out with this reason and cannot be opened. */
    disabledReason: jsonb('disabled_reason').$type<LocalizedJson>(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('package_offers_job_idx').on(t.jobUuid)],
);

/** A package opened for one subject of the customer's (POST /api/webshop/packages/{uuid}). */
export const packageInstances = pgTable('package_instances', {
  uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
  userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
  offerUuid: uuid('offer_uuid').notNull().references(() => packageOffers.uuid),
  subjectUuid: uuid('subject_uuid').notNull().references(() => subjects.uuid),
  createdAt: createdAt(),
});

/** Countdown reminders already mailed: one per offer and account. */
export const packageRemindersSent = pgTable(
  'package_reminders_sent',
  {
    offerUuid: uuid('offer_uuid').notNull().references(() => packageOffers.uuid),
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerUuid, t.userUuid] })],
);

// --- account ---

/**
 * A picture package sent home for inspection (spec 3 'Cancel picture packages'): the customer keeps
 * it (enabled) or cancels it (enabled false) before it is invoiced. One per account and subject.
 */
export const packagesForInspection = pgTable(
  'packages_for_inspection',
  {
    userUuid: uuid('user_uuid').notNull().references(() => users.uuid),
    subjectUuid: uuid('subject_uuid').notNull().references(() => subjects.uuid),
    enabled: boolean('enabled').notNull().default(true),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.subjectUuid] })],
);

// --- operations ---

/**
 * One row that GET /healthz rewrites: a write that must reach the database's disk (WAL), so a
 * full or read-only disk shows up as unhealthy before customers' writes fail.
 */
export const healthChecks = pgTable('health_checks', {
  id: integer('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  checkedBy: text('checked_by').notNull(),
});

// --- support console ---

export const SUPPORT_ACTIONS = ['simulate_start', 'simulate_stop', 'print_download', 'rerender'] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** What support staff did, and to whose account: shown on the customer's page in the support console. */
export const supportAuditLog = pgTable(
  'support_audit_log',
  {
    uuid: uuid('uuid').primaryKey().default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffUuid: uuid('staff_uuid').notNull().references(() => users.uuid),
    customerUuid: uuid('customer_uuid').notNull().references(() => users.uuid),
    action: text('action', { enum: SUPPORT_ACTIONS }).notNull(),
    orderUuid: uuid('order_uuid').references(() => orders.uuid),
    orderLineUuid: uuid('order_line_uuid').references(() => orderLines.uuid),
  },
  (t) => [index('support_audit_log_customer_idx').on(t.customerUuid, t.at)],
);
