import 'server-only';
import {
  ArrowRight,
  BookOpen,
  Calendar,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Clock,
  Code,
  Copy,
  DollarSign,
  Download,
  ExternalLink,
  Eye,
  FileText,
  Filter,
  FolderPlus,
  GitCompareArrows,
  House,
  Info,
  Layers,
  ListChecks,
  Lock,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  Minus,
  Pause,
  Phone,
  Play,
  Quote,
  RefreshCw,
  Ruler,
  Scale,
  Search,
  Share2,
  Shield,
  Sparkles,
  Table,
  Tag,
  TriangleAlert,
  Upload,
  Users,
  Video,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { SVGProps } from 'react';
import type { StoryIcon } from '@/content/story-types';
import { BrandMark, isBrandMark, type BrandMarkName } from './brand-mark';
import { Glyph, iconMeaning } from './glyph';

/**
 * The site's icons by key: Lucide (https://lucide.dev), plus the social brand marks (`brand-mark.tsx`).
 * Content records name icons by these keys (a story key without an icon fails to compile). Server-only on
 * purpose: this map would put every drawing into an island's JavaScript, so islands import the Lucide icons
 * they use and draw them with `Glyph` (an island importing this file fails the build).
 */
const icons = {
  'arrow-right': ArrowRight,
  book: BookOpen,
  calendar: Calendar,
  chart: ChartColumn,
  chat: MessageSquare,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  clock: Clock,
  close: X,
  code: Code,
  compare: GitCompareArrows,
  copy: Copy,
  document: FileText,
  dollar: DollarSign,
  export: Download,
  external: ExternalLink,
  eye: Eye,
  filter: Filter,
  'folder-plus': FolderPlus,
  home: House,
  info: Info,
  layers: Layers,
  'list-check': ListChecks,
  lock: Lock,
  mail: Mail,
  menu: Menu,
  minus: Minus,
  pause: Pause,
  phone: Phone,
  pin: MapPin,
  play: Play,
  quote: Quote,
  refresh: RefreshCw,
  ruler: Ruler,
  scale: Scale,
  search: Search,
  share: Share2,
  shield: Shield,
  sparkles: Sparkles,
  table: Table,
  tag: Tag,
  alert: TriangleAlert,
  upload: Upload,
  users: Users,
  video: Video,
} as const satisfies Record<string, LucideIcon> & Record<StoryIcon, LucideIcon>;

export type IconName = keyof typeof icons | BrandMarkName;

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Icons are decorative by default; pass a title to make one meaningful on its own. */
  title?: string;
}

export function Icon({ name, title, className = 'size-5', ...props }: IconProps) {
  if (isBrandMark(name)) return <BrandMark name={name} className={className} {...iconMeaning(title)} {...props} />;
  return <Glyph icon={icons[name]} title={title} className={className} {...props} />;
}
