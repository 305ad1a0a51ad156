// The files of an exercise's folders, as the commands compare and watch them: sorted paths
// relative to the folder, hidden files left out.

import Foundation

/// The files under a folder, as sorted paths relative to it.
public enum SourceFiles {
    /// Every regular file below `folder` (hidden ones left out), relative to it; empty when absent.
    public static func list(in folder: URL) -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var names: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
                continue
            }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if path.hasPrefix(base + "/") {
                names.append(String(path.dropFirst(base.count + 1)))
            }
        }
        return names.sorted()
    }
}
