import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it.each([
    [paths.home(), '/'],
    [paths.homeSection('about'), '/#tentang'],
    [paths.homeSection('howToOrder'), '/#cara-pesan'],
    [paths.login(), '/login'],
    [paths.login({ to: 'login' }), '/login?to=login'],
    [paths.register(), '/login?to=/register'],
    [paths.login({ next: '/product/abc-123' }), '/login?next=/product/abc-123'],
    [paths.register({ next: '/product/abc-123' }), '/login?to=/register&next=/product/abc-123'],
    [paths.forgotPassword(), '/lupa-password'],
    [paths.resetPassword('tok3n'), '/auth/forgot-password/tok3n'],
    [paths.allProduct(), '/allProduct'],
    [paths.allProduct({ type: 'all' }), '/allProduct?type=all'],
    [paths.allProduct({ type: 'digital' }), '/allProduct?type=digital'],
    [
      paths.allProduct({ category: 'c1', package: 'lifetime', search: 'net flix' }),
      '/allProduct?category=c1&package=lifetime&search=net+flix',
    ],
    [paths.product('abc-123'), '/product/abc-123'],
    [paths.payment(), '/payment'],
    [paths.paymentConfirmation('preorder'), '/payment-confirmation/preorder'],
    [paths.dashboard(), '/dashboard'],
    [paths.orders(), '/dashboard/pesanan'],
    [paths.orders({ to: 'Paid' }), '/dashboard/pesanan?to=Paid'],
    [paths.orderDetail('INV/2025/001'), '/dashboard/pesanan/detail/INV%2F2025%2F001'],
    [paths.reimbursement(), '/dashboard/reimbursement'],
    [paths.dashboardCatalogue(), '/dashboard/pembelian'],
    [paths.dashboardProduct('abc-123'), '/dashboard/detail-product/abc-123'],
    [paths.dashboardPayment(), '/dashboard/payment'],
    [paths.dashboardPayment('acc-9'), '/dashboard/payment/acc-9'],
    [paths.dashboardPaymentConfirmation('host'), '/dashboard/payment-confirmation/host'],
    [paths.notifications(), '/dashboard/notifikasi'],
    [paths.settings(), '/dashboard/pengaturan'],
    [paths.admin(), '/admin'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });
});
