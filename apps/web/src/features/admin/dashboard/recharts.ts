import { setAutoFreeze } from 'immer';

// Recharts keeps its chart state in a Redux store whose updates Immer freezes, JSX elements
// included. Preact, which renders the production build (docs/decisions/0003-preact-in-production.md),
// writes its bookkeeping onto those elements, so frozen ones crash the chart. The charts are the
// console's only Immer user: freezing is a development check that costs nothing to drop here.
setAutoFreeze(false);

export {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
