performance.mark('entry');
import { createRoot } from 'react-dom/client';
import { PhotoCanvas } from './canvas.jsx';
createRoot(document.getElementById('root')).render(<PhotoCanvas />);
