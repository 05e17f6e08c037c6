performance.mark('entry');
import { createRoot } from 'react-dom/client';
import { PhotoCanvas } from './canvas-core.jsx';
createRoot(document.getElementById('root')).render(<PhotoCanvas />);
