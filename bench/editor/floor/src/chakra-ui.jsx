import { ChakraProvider, defaultSystem, Box, Button, Text, HStack, VStack, IconButton, Slider, Heading, Badge, Separator } from '@chakra-ui/react';
import { PhotoCanvas } from './canvas.jsx';

export function ChakraApp({ title = 'Photo editor' }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <Box p={2} maxW="390px">
        <HStack justify="space-between" mb={2}>
          <Heading size="md">{title}</Heading>
          <Badge colorPalette="green">Draft</Badge>
        </HStack>
        <Box borderWidth="1px" borderRadius="md" overflow="hidden">
          <PhotoCanvas />
        </Box>
        <VStack align="stretch" mt={3} gap={2}>
          <Text fontSize="sm">Zoom</Text>
          <Slider.Root defaultValue={[40]} min={0} max={100}>
            <Slider.Control>
              <Slider.Track><Slider.Range /></Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
          <Separator />
          <HStack>
            <IconButton aria-label="Rotate" variant="outline">↻</IconButton>
            <IconButton aria-label="Flip" variant="outline">⇋</IconButton>
            <Button variant="outline">Cancel</Button>
            <Button colorPalette="blue">Add to cart</Button>
          </HStack>
        </VStack>
      </Box>
    </ChakraProvider>
  );
}
