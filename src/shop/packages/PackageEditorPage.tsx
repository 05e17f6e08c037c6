/**
 * The package editor (spec 3 'Package create screen', 'Package editor and page', 'Check-before-
 * ordering dialog'): how the package looks with the customer's photos, one section per product
 * (template thumbnails named with template name and version), the catalogue and the digital
 * portrait set; an item opens in the full-screen editor. Create mode adds the package to the
 * cart, update mode (a package line of the cart) replaces the line's items.
 */
import type { ReactNode } from 'react';
import { AspectRatio, Box, Button, Container, Flex, Heading, HStack, IconButton, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { addPackageToCart, createPackageInstance, updateCartPackage, type PackageItem } from '../../api/client/packages';
import type { OrderLine } from '../../api/client/cart';
import { EditorMediaProvider, useElementSize } from '../../editor';
import { userResources } from '../../engine/model';
import { TemplateThumbnail } from '../../engine/react';
import { trackLinesAdded } from '../analytics/track';
import { ShopDialog } from '../dialogs/ShopDialog';
import { pageAfter } from '../editorSession/cartSteps';
import { placedPictureUuids } from '../pictures/placedPictures';
import { BackArrowIcon } from '../ui/icons';
import { LoadFailed } from '../feedback/LoadFailed';
import { toaster } from '../feedback/toaster';
import { errorText } from '../forms/errorText';
import { currentLanguage } from '../i18n/i18n';
import { useLeaveGuard } from '../leaving/useLeaveGuard';
import { useLoad } from '../loading/useLoad';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { pictureUrl } from '../pictures/pictureUrl';
import { useTemplateDefinition } from '../products/templateDefinitions';
import { formatMoney } from '../money/formatMoney';
import { useSettingsStore } from '../settings/settingsStore';
import { usePackagesTexts } from './i18n';
import { PackageItemEditor } from './PackageItemEditor';
import { DIGITAL_PREVIEW_COUNT, initialState, itemInputs, packageEditorReducer, type EditablePackage } from './packageEditorState';
import { CART_PATH, PACKAGES_PATH } from '../routes';

type Mode = { kind: 'create' } | { kind: 'update'; lineUuid: string };

/** /products/packages/{packageUuid}: opens the offer for the current picture set. */
export function PackageCreatePage() {
  const { packageUuid = '' } = useParams();
  const { t } = usePackagesTexts();
  const load = useCallback(() => createPackageInstance(packageUuid), [packageUuid]);
  const { state, retry } = useLoad(load);
  if (state.status === 'failed') return <PageMessage backTo={PACKAGES_PATH}><LoadFailed error={state.error} onRetry={retry} /></PageMessage>;
  if (state.status === 'loading') return <PackageEditorSkeleton label={t('editor.loading')} />;
  const instance = state.value;
  return (
    <PackageEditor
      key={instance.uuid}
      mode={{ kind: 'create' }}
      backTo={PACKAGES_PATH}
      price={instance.price}
      pkg={{ uuid: instance.uuid, name: instance.name, subjectUuid: instance.subject.uuid, items: instance.packageItems }}
    />
  );
}

/** /shopping-cart/edit/{uuid} for a package line: the same view in update mode. */
export function PackageLinePage({ line }: { line: OrderLine & { package: NonNullable<OrderLine['package']> } }) {
  const pkg = line.package;
  return (
    <PackageEditor
      mode={{ kind: 'update', lineUuid: line.uuid }}
      backTo={CART_PATH}
      price={line.actualLinePrice}
      pkg={{ uuid: pkg.uuid, name: pkg.name, subjectUuid: pkg.subject.uuid, items: pkg.packageItems }}
    />
  );
}

function PackageEditor({ mode, pkg: opened, backTo, price }: { mode: Mode; pkg: EditablePackage; backTo: string; price: number }) {
  const { t } = usePackagesTexts();
  const [state, dispatch] = useReducer(packageEditorReducer, opened, initialState);
  const [editing, setEditing] = useState<PackageItem | null>(null);
  const [checking, setChecking] = useState(false);
  const warnBeforeAdding = useSettingsStore((s) => s.settings?.site.webshop.addToCartWarning ?? false);
  const sets = usePictureSetsStore((s) => s.pictureSets);
  const { leaveTo } = useLeaveGuard(state.dirty, () => window.confirm(t('editor.leaveQuestion')));

  useEffect(() => {
    if (sets === null) void usePictureSetsStore.getState().refresh();
  }, [sets]);

  const leave = () => leaveTo(backTo);

  const save = async () => {
    setChecking(false);
    dispatch({ type: 'adding' });
    const items = itemInputs(state.pkg.items);
    try {
      if (mode.kind === 'create') {
        const { newOrderLines } = await addPackageToCart(state.pkg.uuid, items);
        trackLinesAdded(newOrderLines);
      } else {
        await updateCartPackage(mode.lineUuid, items);
      }
      dispatch({ type: 'added' });
      leaveTo(await pageAfter(placedPictureUuids(items.map((i) => i.templateData.userResources))), { ask: false });
    } catch (err) {
      dispatch({ type: 'failed' });
      toaster.create({ type: 'error', title: errorText(err, t('editor.addFailed')) });
    }
  };

  const onAdd = () => (warnBeforeAdding ? setChecking(true) : void save());
  const cartButton = (
    <Button colorPalette="brand" size="lg" loading={state.adding} loadingText={t('editor.adding')} onClick={onAdd} width={{ base: 'full', sm: 'auto' }}>
      {mode.kind === 'create' ? t('editor.addToCart') : t('editor.updateInCart')}
    </Button>
  );
  const pictures = (sets ?? []).flatMap((set) => set.pictures);
  const templateItems = state.pkg.items.filter((i) => i.kind === 'template');

  return (
    <Box>
      <Container maxW="5xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <HStack gap="2">
            <IconButton variant="ghost" aria-label={t('editor.back')} onClick={leave}>
              <BackArrowIcon boxSize="6" />
            </IconButton>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
              {state.pkg.name}
            </Heading>
          </HStack>
          <Stack gap="3">
            <Text fontSize="lg">{t('editor.header')}</Text>
            <Text fontWeight="bold" fontSize="lg" color="brand.fg" data-testid="package-editor-price">
              {t('offers.packagePrice', { price: formatMoney(price) })}
            </Text>
            <Box>{cartButton}</Box>
            <Text color="fg.muted" fontSize="sm">
              {t('editor.editHint')}
            </Text>
          </Stack>
          <EditorMediaProvider pictures={pictures}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
              {templateItems.map((item) => (
                <ProductSection key={item.uuid} item={item} onEdit={() => setEditing(item)} />
              ))}
            </SimpleGrid>
          </EditorMediaProvider>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
          {state.pkg.items
            .filter((i) => i.kind === 'catalogue' && i.catalogue)
            .map((item) => (
              <Section key={item.uuid} title={t('editor.catalogue')}>
                <Text>{item.catalogue!.name}</Text>
              </Section>
            ))}
          {state.pkg.items
            .filter((i) => i.kind === 'digitalSet')
            .map((item) => (
              <DigitalSetSection key={item.uuid} item={item} pictures={pictures} />
            ))}
          </SimpleGrid>
          <Box>{cartButton}</Box>
        </Stack>
      </Container>
      {editing ? (
        <PackageItemEditor
          item={editing}
          subjectUuid={state.pkg.subjectUuid}
          saveLabel={t('editor.updatePackage')}
          onClose={() => setEditing(null)}
          onSave={(doc) => {
            dispatch({
              type: 'replaced',
              itemUuid: editing.uuid,
              template: { uuid: doc.template.uuid, version: doc.template.version },
              templateData: { year: doc.year, lang: currentLanguage(), userResources: doc.resources },
            });
            setEditing(null);
          }}
        />
      ) : null}
      <ShopDialog
        open={checking}
        onClose={() => setChecking(false)}
        title={t('check.title')}
        footer={
          <>
            <Button variant="outline" onClick={() => setChecking(false)}>
              {t('check.check')}
            </Button>
            <Button colorPalette="brand" onClick={() => void save()}>
              {t('check.add')}
            </Button>
          </>
        }
      >
        <Text>{t('check.text')}</Text>
      </ShopDialog>
    </Box>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderTopWidth="1px" pt="4" aria-label={title}>
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Stack>
  );
}

function ProductSection({ item, onEdit }: { item: PackageItem; onEdit: () => void }) {
  const { t } = usePackagesTexts();
  const name = `${item.template!.name} (${t('editor.version', { version: item.version })})`;
  return (
    <Section
      title={item.product?.name ?? item.template!.name}
      action={
        <IconButton variant="outline" colorPalette="brand" aria-label={t('editor.editItem', { name: item.template!.name })} onClick={onEdit}>
          <PencilIcon />
        </IconButton>
      }
    >
      <Stack gap="2">
        <Box
          as="button"
          onClick={onEdit}
          cursor="pointer"
          bg="bg.subtle"
          borderRadius="md"
          p="3"
          aria-label={t('editor.editItem', { name: item.template!.name })}
          data-testid="package-item-thumbnail"
        >
          <AspectRatio ratio={4 / 3}>
            <ItemThumbnail item={item} alt={name} />
          </AspectRatio>
        </Box>
        <Text fontSize="sm" fontWeight="medium" data-testid="package-item-name">
          {name}
        </Text>
      </Stack>
    </Section>
  );
}

/** The item's first page drawn by the engine with the customer's pictures. */
function ItemThumbnail({ item, alt }: { item: PackageItem; alt: string }) {
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const definition = useTemplateDefinition(item.template!.uuid, item.template!.version);
  // The server stored what the engine reads; an item it cannot read shows no drawing.
  const resources = useMemo(() => userResources.safeParse(item.templateData!.userResources).data, [item.templateData]);
  return (
    <Box ref={box} width="100%" height="100%" display="flex" alignItems="center" justifyContent="center">
      {definition.status !== 'ready' || size.width === 0 || !resources ? (
        <Skeleton width="100%" height="100%" />
      ) : (
        <TemplateThumbnail
          template={definition.template}
          resources={resources}
          year={item.templateData!.year}
          lang={item.templateData!.lang ?? currentLanguage()}
          width={size.width}
          height={size.height}
          alt={alt}
          skeleton={(s) => <Skeleton width={`${s.width}px`} height={`${s.height}px`} />}
        />
      )}
    </Box>
  );
}

function DigitalSetSection({ item, pictures }: { item: PackageItem; pictures: { uuid: string; src: string }[] }) {
  const { t } = usePackagesTexts();
  const shown = item.pictures.slice(0, DIGITAL_PREVIEW_COUNT).flatMap((p) => pictures.filter((known) => known.uuid === p.uuid));
  return (
    <Section title={t('editor.digitalSet')}>
      <SimpleGrid columns={3} gap="3" maxW="md">
        {shown.map((picture, i) => (
          <AspectRatio key={picture.uuid} ratio={3 / 4}>
            <Image src={pictureUrl(picture, 320)} alt={t('editor.digitalPicture', { number: i + 1 })} borderRadius="md" objectFit="cover" />
          </AspectRatio>
        ))}
      </SimpleGrid>
      <Text color="fg.muted" fontSize="sm">
        {t('editor.digitalSetCount', { count: item.pictures.length })}
      </Text>
    </Section>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function PageMessage({ backTo, children }: { backTo: string; children: ReactNode }) {
  const { t } = usePackagesTexts();
  const navigate = useNavigate();
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="4">
        <Box>
          <Button variant="ghost" onClick={() => navigate(backTo)}>
            <BackArrowIcon boxSize="5" /> {t('editor.back')}
          </Button>
        </Box>
        {children}
      </Stack>
    </Container>
  );
}

export function PackageEditorSkeleton({ label }: { label: string }) {
  return (
    <Container maxW="5xl" py="8" aria-busy aria-label={label}>
      <Stack gap="6">
        <Skeleton height="8" width="50%" />
        <Skeleton height="12" width="16rem" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Skeleton height="56" />
          <Skeleton height="56" />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
