import {
  type AdminBanner,
  bannerFieldsSchema,
  bannerUpdateSchema,
} from '@premium-shop/domain/admin-promotions-schema';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../ui/field';
import { ImageUploadField } from '../../../ui/image-upload-field';
import { SafeImage } from '../../../ui/safe-image';
import { Spinner } from '../../../ui/spinner';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { useDeleteBanner } from './api/delete-banner';
import { useAdminBanners } from './api/list-banners';
import { useOrderBanners } from './api/order-banners';
import { useUpdateBanner } from './api/update-banner';
import { useUploadBanner } from './api/upload-banner';
import {
  activeBadgeClass,
  type FieldErrors,
  serverFieldErrors,
  smallButtonClass,
  smallDangerButtonClass,
  zodFieldErrors,
} from './form-helpers';
import { PanelState } from './panel-state';

function BannerUploadForm() {
  const [image, setImage] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadBanner();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bannerFieldsSchema.safeParse({ link });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (!image) found.image = 'Pilih gambar banner';
    if (!parsed.success || !image) {
      setErrors(found);
      return;
    }
    setErrors({});
    upload.mutate(
      { image, link: link.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Banner berhasil ditambahkan');
          setImage(null);
          setLink('');
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(errorMessage(error, 'Banner gagal diunggah, silakan coba lagi.'));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Unggah banner"
      className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800"
    >
      <ImageUploadField
        id="banner-image"
        label="Gambar Banner"
        file={image}
        onFileChange={setImage}
        error={errors.image}
        progress={upload.progress}
      />
      <div className="space-y-3">
        <Field id="banner-link" label="Link (opsional, mis. /allProduct?type=all)" error={errors.link}>
          <input
            id="banner-link"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            autoComplete="off"
            aria-invalid={errors.link ? true : undefined}
            aria-describedby={errors.link ? fieldErrorId('banner-link') : undefined}
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
  const [link, setLink] = useState(banner.link ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateBanner();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bannerUpdateSchema.safeParse({ link });
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error).link);
      return;
    }
    // The link as typed: the server trims it and stores '' as no link (null is not a link it takes).
    update.mutate(
      { id: banner._id, changes: { link } },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Banner berhasil diperbarui');
          onDone();
        },
        onError: (failure) => {
          setError(serverFieldErrors(failure).link);
          toast.error(errorMessage(failure, 'Banner gagal diperbarui.'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field id={id} label={`Link ${label}`} error={error}>
        <input
          id={id}
          value={link}
          onChange={(event) => setLink(event.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
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
