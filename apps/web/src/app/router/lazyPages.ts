// Every page is its own lazy import (its own chunk); only the shell is in the
// entry chunk. Pages add their text namespaces (features/<f>/texts.ts) and
// Chakra recipes when their chunk loads.
import { firstScreenPage, lazyPage } from './lazyPage';

// Authentication
export const LoginPage = firstScreenPage(
  () => import('../../features/auth/pages/LoginPage'),
  (m) => m.LoginPage,
);
export const RegisterPage = lazyPage(
  () => import('../../features/auth/pages/RegisterPage'),
  (m) => m.RegisterPage,
);
export const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/pages/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('../../features/auth/pages/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);

// Information pages (public)
export const AboutPage = lazyPage(
  () => import('../../features/info/pages/AboutPage'),
  (m) => m.AboutPage,
);
export const ContactPage = lazyPage(
  () => import('../../features/info/pages/ContactPage'),
  (m) => m.ContactPage,
);
export const CooperationPage = lazyPage(
  () => import('../../features/info/pages/CooperationPage'),
  (m) => m.CooperationPage,
);
export const FaqPage = lazyPage(
  () => import('../../features/info/pages/FaqPage'),
  (m) => m.FaqPage,
);
export const DeliveryPage = lazyPage(
  () => import('../../features/info/pages/DeliveryPage'),
  (m) => m.DeliveryPage,
);
export const GuaranteePage = lazyPage(
  () => import('../../features/info/pages/GuaranteePage'),
  (m) => m.GuaranteePage,
);
export const WholesalePage = lazyPage(
  () => import('../../features/info/pages/WholesalePage'),
  (m) => m.WholesalePage,
);
export const PrivacyPage = lazyPage(
  () => import('../../features/info/pages/PrivacyPage'),
  (m) => m.PrivacyPage,
);

// Catalogue
export const HomePage = firstScreenPage(
  () => import('../../features/catalog/pages/HomePage'),
  (m) => m.HomePage,
);
export const CatalogPage = firstScreenPage(
  () => import('../../features/catalog/pages/CatalogPage'),
  (m) => m.CatalogPage,
);
export const ProductPage = lazyPage(
  () => import('../../features/product/pages/ProductPage'),
  (m) => m.ProductPage,
);

// Account area
export const AccountPage = lazyPage(
  () => import('../../features/account/pages/AccountPage'),
  (m) => m.AccountPage,
);
export const CompanyPage = lazyPage(
  () => import('../../features/account/pages/CompanyPage'),
  (m) => m.CompanyPage,
);
export const ApprovalsPage = lazyPage(
  () => import('../../features/account/pages/ApprovalsPage'),
  (m) => m.ApprovalsPage,
);
export const OrdersPage = lazyPage(
  () => import('../../features/orders/pages/OrdersPage'),
  (m) => m.OrdersPage,
);
export const SavedListsPage = lazyPage(
  () => import('../../features/savedLists/pages/SavedListsPage'),
  (m) => m.SavedListsPage,
);
export const QuickOrderPage = lazyPage(
  () => import('../../features/quickOrder/pages/QuickOrderPage'),
  (m) => m.QuickOrderPage,
);

// Admin area
export const AdminDashboardPage = lazyPage(
  () => import('../../features/admin/dashboard/DashboardPage'),
  (m) => m.DashboardPage,
);
export const AdminOrdersPage = lazyPage(
  () => import('../../features/admin/pages/AdminOrdersPage'),
  (m) => m.AdminOrdersPage,
);
export const AdminOrderPage = lazyPage(
  () => import('../../features/admin/pages/AdminOrderPage'),
  (m) => m.AdminOrderPage,
);
export const PickingSheetPage = lazyPage(
  () => import('../../features/admin/orders/print/PickingSheetPage'),
  (m) => m.PickingSheetPage,
);
export const AdminUsersPage = lazyPage(
  () => import('../../features/admin/pages/AdminUsersPage'),
  (m) => m.AdminUsersPage,
);
export const AdminUserPage = lazyPage(
  () => import('../../features/admin/pages/AdminUserPage'),
  (m) => m.AdminUserPage,
);
export const AdminSettingsPage = lazyPage(
  () => import('../../features/admin/pages/AdminSettingsPage'),
  (m) => m.AdminSettingsPage,
);
export const AdminCatalogPage = lazyPage(
  () => import('../../features/admin/catalog/AdminCatalogPage'),
  (m) => m.AdminCatalogPage,
);
export const AdminPriceImportPage = lazyPage(
  () => import('../../features/admin/catalog/import/AdminPriceImportPage'),
  (m) => m.AdminPriceImportPage,
);
export const AdminExchange1cPage = lazyPage(
  () => import('../../features/admin/catalog/exchange1c/AdminExchange1cPage'),
  (m) => m.AdminExchange1cPage,
);
export const AdminCategoriesPage = lazyPage(
  () => import('../../features/admin/catalog/categories/AdminCategoriesPage'),
  (m) => m.AdminCategoriesPage,
);

// Any unknown path
export const NotFoundPage = lazyPage(
  () => import('../routes/NotFoundPage'),
  (m) => m.NotFoundPage,
);
