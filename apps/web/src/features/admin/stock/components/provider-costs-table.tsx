import type { ProviderCost } from '@premium-shop/domain/admin-stock-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { errorMessage } from '../../../../lib/api-client';
import { Table, type TableColumn } from '../../../../ui/table';
import { useProviderCosts } from '../api/provider-costs';

const COLUMNS: TableColumn<ProviderCost>[] = [
  { id: 'paidAt', header: 'Dibayar', cell: (cost) => formatDateLong(cost.paidAt) },
  { id: 'amount', header: 'Jumlah', className: 'tabular-nums', cell: (cost) => formatRupiah(cost.amount) },
  { id: 'coversUntil', header: 'Sampai', cell: (cost) => formatDateLong(cost.coversUntil) },
  { id: 'recordedBy', header: 'Dicatat oleh', cell: (cost) => cost.recordedBy?.name ?? 'Otomatis' },
  { id: 'note', header: 'Catatan', cell: (cost) => cost.note ?? '-' },
];

/** 'Riwayat biaya provider': what the shop paid the provider for the account, newest first. */
export function ProviderCostsTable({ itemId, itemName }: { itemId: string; itemName: string }) {
  const { data, isPending, isError, error } = useProviderCosts(itemId);
  return (
    <Table
      caption={`Riwayat biaya provider ${itemName}`}
      columns={COLUMNS}
      rows={data ?? []}
      rowKey={(cost) => cost._id}
      isLoading={isPending}
      error={isError && errorMessage(error, 'Riwayat biaya gagal dimuat')}
      emptyText="Belum ada biaya provider yang dicatat."
    />
  );
}
