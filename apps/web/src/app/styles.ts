/**
 * Mantine CSS for the first download: the shared building blocks and the components the layout and the home page
 * draw (the full styles.css is ~36 KB gzipped). Every other component's file is imported by the module that uses
 * it (a modal's, a table's, a checkbox's...), so it loads with that page.
 * `.layer.css` files sit in the `mantine` cascade layer, so the app's own CSS wins whatever the load order (lazy
 * chunks can load CSS late). Within the layer a later rule wins, so a component's file must come after the files
 * of the parts it is built from: keep the order of @mantine/core/styles.css here and wherever files are imported
 * (shared building blocks first), and keep here a building block that a component listed here is built on
 * (Overlay, Popover and ScrollArea are here for Combobox, whose chevron the search bar's select uses).
 * Grid, Slider and Typography are here only because the job search, job detail
 * and salary filter modules that use them are being reworked: they move into those modules with that work.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Slider.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import './theme-variables.css';
import './global.css';
