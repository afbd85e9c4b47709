import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBanner,
  bannerFieldsSchema,
  bannerUpdateSchema,
} from '@premium-shop/domain/admin-promotions-schema';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '../../../ui/toast';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { ImageUploadField } from '../../../ui/image-upload-field';
import { SafeImage } from '../../../ui/safe-image';
import { Spinner } from '../../../ui/spinner';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { useDeleteBanner } from './api/delete-banner';
import { useAdminBanners } from './api/list-banners';
import { useOrderBanners } from './api/order-banners';
import { useUpdateBanner } from './api/update-banner';
import { useUploadBanner } from './api/upload-banner';
import { activeBadgeClass, smallButtonClass, smallDangerButtonClass } from './form-helpers';
import { PanelState } from './panel-state';

/** What the server answers for an upload without an image. */
export const MISSING_BANNER_IMAGE = 'Pilih gambar banner';
const IMAGE_INPUT_ID = 'banner-image';

interface BannerUploadValues {
  image: File | null;
  link: string;
}

/**
 * The text fields of adminCreateBanner (bannerFieldsSchema, as the server checks the multipart form)
 * and the image it requires. The form sends what was typed: the server trims the link itself.
 */
const bannerUploadSchema = bannerFieldsSchema.extend({
  image: z.custom<File>((value) => value instanceof File, { error: MISSING_BANNER_IMAGE }),
});
const bannerUploadResolver = zodResolver(bannerUploadSchema, undefined, { raw: true }) as unknown as Resolver<
  BannerUploadValues,
  unknown,
  BannerUploadValues
>;

function BannerUploadForm() {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<BannerUploadValues>({
    resolver: bannerUploadResolver,
    defaultValues: { image: null, link: '' },
    // The image input is the upload field's own: the form's order decides the focus below.
    shouldFocusError: false,
  });
  const image = useWatch({ control, name: 'image' });
  const upload = useUploadBanner();

  const onInvalid = (invalid: FieldErrors<BannerUploadValues>) => {
    if (invalid.image) document.getElementById(IMAGE_INPUT_ID)?.focus();
    else if (invalid.link) setFocus('link');
  };

  const submit = ({ image, link }: BannerUploadValues) => {
    if (!image) return;
    upload.mutate(
      { image, link: link.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Banner berhasil ditambahkan');
          reset();
        },
        onError: (error) => {
          showServerFieldErrors(error, ['image', 'link'], setError);
          toast.error(errorMessage(error, 'Banner gagal diunggah, silakan coba lagi.'));
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit, onInvalid)(event)}
      noValidate
      aria-label="Unggah banner"
      className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800"
    >
      <ImageUploadField
        id={IMAGE_INPUT_ID}
        label="Gambar Banner"
        file={image}
        onFileChange={(file) => setValue('image', file, { shouldValidate: isSubmitted })}
        error={errors.image?.message}
        progress={upload.progress}
      />
      <div className="space-y-3">
        <Field
          id="banner-link"
          label="Link (opsional, mis. /allProduct?type=all)"
          error={errors.link?.message}
        >
          <input
            id="banner-link"
            autoComplete="off"
            {...fieldAria('banner-link', errors.link?.message)}
            {...register('link')}
            className={inputClassName(Boolean(errors.link))}
          />
        </Field>
        <button
          type="submit"
          className={buttonClassName()}
          disabled={upload.isPending}
          aria-busy={upload.isPending}
        >
          {upload.isPending && <Spinner />}
          Unggah Banner
        </button>
      </div>
    </form>
  );
}

/** What adminUpdateBanner takes for a link, checked as the server does; the link is sent as typed. */
const bannerLinkResolver = zodResolver(bannerUpdateSchema, undefined, { raw: true }) as unknown as Resolver<
  { link: string },
  unknown,
  { link: string }
>;

/** Changes where a click on one banner goes; '' removes the link. */
function BannerLinkEditor({
  banner,
  label,
  onDone,
}: {
  banner: AdminBanner;
  label: string;
  onDone: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ link: string }>({
    resolver: bannerLinkResolver,
    defaultValues: { link: banner.link ?? '' },
  });
  const update = useUpdateBanner();
  const error = errors.link?.message;

  // The link as typed: the server trims it and stores '' as no link (null is not a link it takes).
  const submit = ({ link }: { link: string }) => {
    update.mutate(
      { id: banner._id, changes: { link } },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Banner berhasil diperbarui');
          onDone();
        },
        onError: (failure) => {
          showServerFieldErrors(failure, ['link'], setError);
          toast.error(errorMessage(failure, 'Banner gagal diperbarui.'));
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-2">
      <Field id={id} label={`Link ${label}`} error={error}>
        <input
          id={id}
          autoComplete="off"
          {...fieldAria(id, error)}
          {...register('link')}
          className={inputClassName(Boolean(error))}
        />
      </Field>
      <div className="flex gap-1">
        <button type="submit" className={smallButtonClass} disabled={update.isPending}>
          Simpan Link
        </button>
        <button type="button" className={smallButtonClass} onClick={onDone}>
          Batal
        </button>
      </div>
    </form>
  );
}

/** The 'Banner' tab: the carousel's images in order, with upload, reorder, hide and delete. */
export function BannerPanel() {
  const banners = useAdminBanners();
  const order = useOrderBanners();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const [editingLink, setEditingLink] = useState<string | null>(null);
  const isBusy = order.isPending || update.isPending;

  const move = (rows: AdminBanner[], index: number, step: -1 | 1) => {
    const ids = rows.map((banner) => banner._id);
    const target = index + step;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    order.mutate(ids, {
      onSuccess: ({ message }) => toast.success(message ?? 'Urutan banner berhasil disimpan'),
      onError: (error) => toast.error(errorMessage(error, 'Urutan banner gagal disimpan.')),
    });
  };

  const toggle = (banner: AdminBanner) => {
    update.mutate(
      { id: banner._id, changes: { isActive: !banner.isActive } },
      {
        onSuccess: () => toast.success(banner.isActive ? 'Banner disembunyikan' : 'Banner ditampilkan'),
        onError: (error) => toast.error(errorMessage(error, 'Banner gagal diperbarui.')),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        toast.success(message ?? 'Banner berhasil dihapus');
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'Banner gagal dihapus, silakan coba lagi.')),
    });
  };

  return (
    <section aria-labelledby="banner-heading" className="space-y-3">
      <h2 id="banner-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Banner
      </h2>
      <BannerUploadForm />
      <PanelState query={banners} empty="Belum ada banner." what="banner">
        {(rows) => (
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((banner, index) => (
              <li
                key={banner._id}
                className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
              >
                <SafeImage
                  src={banner.image}
                  alt={`Banner ${index + 1}`}
                  className="aspect-[3/1] w-full bg-slate-100 object-cover dark:bg-slate-800"
                />
                <div className="space-y-2 p-2 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900 dark:text-white">#{index + 1}</span>
                    <span className={activeBadgeClass(banner.isActive)}>
                      {banner.isActive ? 'Tampil' : 'Tersembunyi'}
                    </span>
                  </div>
                  {editingLink === banner._id ? (
                    <BannerLinkEditor
                      banner={banner}
                      label={`banner ${index + 1}`}
                      onDone={() => setEditingLink(null)}
                    />
                  ) : (
                    <p
                      className="truncate text-xs text-slate-500 dark:text-slate-400"
                      title={banner.link ?? undefined}
                    >
                      {banner.link ?? 'Tanpa link'}
                    </p>
                  )}
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={index === 0 || isBusy}
                      onClick={() => move(rows, index, -1)}
                      aria-label={`Naikkan banner ${index + 1}`}
                    >
                      ↑ Naik
                    </button>
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={index === rows.length - 1 || isBusy}
                      onClick={() => move(rows, index, 1)}
                      aria-label={`Turunkan banner ${index + 1}`}
                    >
                      ↓ Turun
                    </button>
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={isBusy}
                      onClick={() => toggle(banner)}
                      aria-label={`${banner.isActive ? 'Sembunyikan' : 'Tampilkan'} banner ${index + 1}`}
                    >
                      {banner.isActive ? 'Sembunyikan' : 'Tampilkan'}
                    </button>
                    <button
                      type="button"
                      className={smallButtonClass}
                      onClick={() => setEditingLink(banner._id)}
                      aria-label={`Ubah link banner ${index + 1}`}
                    >
                      Ubah Link
                    </button>
                    <button
                      type="button"
                      className={smallDangerButtonClass}
                      onClick={() => setDeleting(banner)}
                      aria-label={`Hapus banner ${index + 1}`}
                    >
                      Hapus
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </PanelState>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Hapus Banner"
        message="Banner ini dan gambarnya dihapus dari beranda."
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
