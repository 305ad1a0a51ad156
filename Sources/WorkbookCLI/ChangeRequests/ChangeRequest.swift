// A change request as the repository keeps it: a folder under `ChangeRequests/` with a
// README and one patch per part and kind — `model-sources.patch`, `mvp-test-doubles.patch`,
// `shared-tests.patch` — which the file names alone put in the order they are applied. It
// reads and checks the folder; it applies nothing.

import Foundation

// MARK: - One patch

/// One patch file of a change request, read.
struct ChangeRequestPatch: Sendable, Equatable {
    var part: ChangeRequestPart
    var kind: PatchKind
    /// The patch file.
    var url: URL
    /// What it changes.
    var diff: PatchFile

    /// `mvp-test-doubles.patch`.
    var fileName: String { "\(part.rawValue)-\(kind.rawValue).patch" }
}

// MARK: - The folder

/// A change request's folder and its patches, checked.
public struct ChangeRequest: Sendable, Equatable {
    /// Where change requests live, relative to the workbook's folder.
    public static let folder = "ChangeRequests"
    /// The one `workbook change-request` measures when given none.
    public static let defaultName = "sort-by-age"
    /// The recorded measurement, beside the patches.
    public static let recordingName = "measured.json"

    /// The folder's name, such as `sort-by-age`.
    public var name: String
    /// The folder.
    var url: URL
    /// The README's first heading without a `Change request:` prefix, such as `Sort by age`.
    var title: String
    /// Every patch, in the order they are applied: the model, each pattern, what all five
    /// share; within a part sources, test doubles, tests.
    var patches: [ChangeRequestPatch]

    /// The patches of `part`, in order.
    func patches(of part: ChangeRequestPart) -> [ChangeRequestPatch] {
        patches.filter { $0.part == part }
    }

    /// `ChangeRequests/sort-by-age/measured.json`.
    var recordingURL: URL { url.appendingPathComponent(Self.recordingName) }

    /// The names of the change requests under `root`.
    static func available(in root: URL) -> [String] {
        let folder = root.appendingPathComponent(Self.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        .sorted()
    }

    /// Reads and checks the change request `name` under `root`.
    public static func load(named name: String, in root: URL) throws(CommandError) -> ChangeRequest {
        let available = available(in: root)
        guard available.contains(name) else {
            let known =
                available.isEmpty
                ? "there are none" : "the change requests are " + available.joined(separator: ", ")
            throw .usage("there is no change request '\(name)' under \(Self.folder)/; \(known).")
        }
        let url = root.appendingPathComponent(Self.folder).appendingPathComponent(name)
        let readme = try? String(contentsOf: url.appendingPathComponent("README.md"), encoding: .utf8)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter {
            $0.hasSuffix(".patch")
        }
        var patches: [ChangeRequestPatch] = []
        for fileName in names {
            patches.append(try readPatch(fileName, in: url, relativeFolder: "\(Self.folder)/\(name)"))
        }
        patches.sort { order($0) < order($1) }
        let request = ChangeRequest(
            name: name, url: url, title: title(readme: readme, name: name), patches: patches)
        try request.check()
        return request
    }

    // MARK: - Reading and checking

    private static func readPatch(_ fileName: String, in url: URL, relativeFolder: String)
        throws(CommandError) -> ChangeRequestPatch
    {
        let shown = "\(relativeFolder)/\(fileName)"
        let base = fileName.dropLast(".patch".count)
        // `mvc-light-tests` also starts with `mvc-`: the part is the one whose rest is a kind.
        let named = ChangeRequestPart.allCases.lazy.compactMap { part -> (ChangeRequestPart, PatchKind)? in
            guard base.hasPrefix(part.rawValue + "-"),
                let kind = PatchKind(rawValue: String(base.dropFirst(part.rawValue.count + 1)))
            else { return nil }
            return (part, kind)
        }
        guard let (part, kind) = named.first else {
            throw .failure(
                "\(shown) is not named PART-KIND.patch, where PART is model, mvc, mvp, mvvm, mvc-light, "
                    + "mvvm-observation or shared and KIND is sources, test-doubles or tests.")
        }
        let text: String
        do {
            text = try String(contentsOf: url.appendingPathComponent(fileName), encoding: .utf8)
        } catch {
            throw .failure("can't read \(shown): \(error.localizedDescription)")
        }
        let diff: PatchFile
        do {
            diff = try PatchFile(parsing: text)
        } catch {
            throw .failure("\(shown) is not a unified diff git can apply: \(error.message).")
        }
        if let stray = diff.files.first(where: { !$0.path.hasPrefix(kind.folder) }) {
            throw .failure(
                "\(shown) changes \(stray.path), but a \(kind.rawValue) patch may only change files under "
                    + "\(kind.folder); move that change to the patch of its kind.")
        }
        return ChangeRequestPatch(
            part: part, kind: kind, url: url.appendingPathComponent(fileName), diff: diff)
    }

    /// Every pattern needs its sources and its tests; the model needs its sources; what all
    /// five share can only be tests.
    private func check() throws(CommandError) {
        let folder = "\(Self.folder)/\(name)"
        for part in ChangeRequestPart.allCases {
            let kinds = patches(of: part).map(\.kind)
            let required: [PatchKind] =
                switch part {
                case .model: [.sources]
                case .mvc, .mvp, .mvvm, .mvcLight, .mvvmObservation: [.sources, .tests]
                case .shared: []
                }
            if let missing = required.first(where: { !kinds.contains($0) }) {
                throw .failure("\(folder) has no \(part.rawValue)-\(missing.rawValue).patch.")
            }
            if part == .shared, kinds.contains(.sources) {
                throw .failure(
                    "\(folder)/shared-sources.patch: what all five patterns share is tested, not written, "
                        + "here; put source changes in the model's or a pattern's patch.")
            }
        }
    }

    private static func order(_ patch: ChangeRequestPatch) -> (Int, Int) {
        (
            ChangeRequestPart.allCases.firstIndex(of: patch.part) ?? 0,
            PatchKind.allCases.firstIndex(of: patch.kind) ?? 0
        )
    }

    /// `Sort by age` from `# Change request: Sort by age`; the folder's name without one.
    static func title(readme: String?, name: String) -> String {
        let heading = readme?.split(separator: "\n").first { $0.hasPrefix("# ") }.map { $0.dropFirst(2) }
        guard var title = heading.map(String.init)?.trimmingCharacters(in: .whitespaces), !title.isEmpty
        else {
            return name
        }
        if let colon = title.range(of: "Change request: ", options: [.anchored, .caseInsensitive]) {
            title = String(title[colon.upperBound...])
        }
        return title
    }
}
