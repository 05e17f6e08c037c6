performance.mark('entry');
import { createRoot } from 'react-dom/client';
import { ChakraApp } from './chakra-ui.jsx';
createRoot(document.getElementById('root')).render(<ChakraApp />);
