import Vitrine

/// The tiles of `--scene gallery`, in order (one line each).
@MainActor
enum GallerySections {
    static var all: [any GallerySection] {
        [
            ColorsGallerySection(),
            SymbolsGallerySection(),
            ControlsGallerySection(),
            DrawingGallerySection(),
            ImagesGallerySection(),
            PickerGallerySection(),
            ButtonsGallerySection(),
            AlertsGallerySection(),
            LayersGallerySection(),
            InputsGallerySection(),
            ContainersGallerySection(),
            CollectionsGallerySection(),
        ]
    }
}
