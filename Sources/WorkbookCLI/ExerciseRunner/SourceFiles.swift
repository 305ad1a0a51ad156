// The files of an exercise's folders, as sorted paths relative to the folder.

import Foundation

public enum SourceFiles {
    public static func list(in folder: URL, hidden: Bool = false) -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey],
            options: hidden ? [] : [.skipsHiddenFiles])
        var names: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                path.hasPrefix(base + "/")
            {
                names.append(String(path.dropFirst(base.count + 1)))
            }
        }
        return names.sorted()
    }
}
