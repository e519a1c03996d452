export { Avatar } from './components/avatar';
export { Badge, type BadgeVariant } from './components/badge';
export { Breakable } from './components/breakable';
export { BusyBar } from './components/busy-bar';
export { Button, type ButtonProps, buttonVariants } from './components/button';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './components/card';
export { DataTable } from './components/data-table';
export type {
  ColumnFit,
  DataTableColumn,
  DataTableProps,
  ListView,
} from './components/data-table-column';
export { DateInput } from './components/date-input';
export {
  ConfirmDialog,
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  preloadDialogs,
} from './components/dialog';
export { ErrorState } from './components/error-state';
export { Field } from './components/field';
export { FilterDate } from './components/filter-date';
export { FilterDateRange } from './components/filter-date-range';
export { FilterFrame } from './components/filter-frame';
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  type IconProps,
  icon,
  XIcon,
} from './components/icons';
export { ImageField } from './components/image-field';
export { Input } from './components/input';
export { FilterSelect, ListToolbar, SearchInput } from './components/list-toolbar';
export { NativeSelect } from './components/native-select';
export { NotFoundState } from './components/not-found-state';
export { PageHeader } from './components/page-header';
export { QueryState } from './components/query-state';
export { type SearchableOption, SearchableSelect } from './components/searchable-select';
export { Skeleton } from './components/skeleton';
export { Stat, StatGrid } from './components/stat';
export { StatusSwitch } from './components/status-switch';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './components/table';
export { Textarea } from './components/textarea';
export { Toaster, toast } from './components/toaster';
export { TopProgress } from './components/top-progress';
export { useMediaQuery } from './hooks/use-media-query';
export { isIsoDate } from './lib/calendar-day';
export { cn } from './lib/cn';
export { isUnreadableDate, unreadableDateMessage } from './lib/date-text';
export { ErrorTextProvider, useErrorText } from './lib/error-text';
export {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPoint,
  formatRupiah,
  parseAmount,
  parseDate,
} from './lib/format';
export {
  type DateRange,
  jakartaClock,
  lastDays,
  rangeDays,
  todayInJakarta,
} from './lib/jakarta-date';
