// Finds the workbook's own folder, for the commands that read its sources or run its
// tests: upwards from the working directory, then from the executable's location.

import Foundation

enum PackageRoot {
    @MainActor
    static func find(console: Console, executablePath: String = CommandLine.arguments.first ?? "")
        throws(CommandError)
        -> URL
    {
        let starts = [
            URL(fileURLWithPath: console.currentDirectory),
            URL(fileURLWithPath: console.absolutePath(executablePath)).deletingLastPathComponent(),
        ]
        if let root = starts.lazy.compactMap(search(upwardFrom:)).first { return root }
        throw .failure(
            "can't find the workbook's sources: no folder above \(console.currentDirectory) holds a Package.swift "
                + "with Sources/UserModel. Run workbook from inside the workbook's folder.")
    }

    static func search(upwardFrom start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while !isRoot(folder) {
            guard folder.path != "/" else { return nil }
            folder.deleteLastPathComponent()
        }
        return folder
    }

    static func isRoot(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && manager.fileExists(atPath: folder.appendingPathComponent("Sources/UserModel").path)
    }
}
