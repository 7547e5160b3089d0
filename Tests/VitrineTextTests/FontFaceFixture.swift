import VitrineGraphics

enum FontFaceFixture {
    static func dejaVu() throws -> FontFace { try FontFace(path: FontFace.defaultPath) }
}
