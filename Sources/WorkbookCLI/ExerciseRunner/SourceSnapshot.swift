// What `workbook watch` compares to notice a save: the modification date and size of every
// file in an exercise's `Sources/`, read again each time it looks.

import Foundation

/// The modification date and size of every file in a folder, to notice saves.
public struct SourceSnapshot: Equatable, Sendable {
    /// Relative path → (modification date, size).
    public var files: [String: FileStamp]

    /// One file's stamp.
    public struct FileStamp: Equatable, Sendable {
        /// When the file was last written.
        public var modified: Date?
        /// Its size in bytes.
        public var size: Int?
    }
}

extension SourceSnapshot {
    /// Reads the stamps of the files under `folder`.
    public init(of folder: URL) {
        var files: [String: FileStamp] = [:]
        for name in SourceFiles.list(in: folder) {
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent(name).path)
            files[name] = FileStamp(
                modified: attributes?[.modificationDate] as? Date,
                size: (attributes?[.size] as? NSNumber)?.intValue)
        }
        self.files = files
    }

    /// The files added, removed or changed since `earlier`, sorted, with `(new)`/`(removed)`.
    public func changes(since earlier: SourceSnapshot) -> [String] {
        let names = Set(files.keys).union(earlier.files.keys).sorted()
        return names.compactMap { name in
            switch (earlier.files[name], files[name]) {
            case (nil, .some): "\(name) (new)"
            case (.some, nil): "\(name) (removed)"
            case (let before, let after) where before != after: name
            default: nil
            }
        }
    }
}
