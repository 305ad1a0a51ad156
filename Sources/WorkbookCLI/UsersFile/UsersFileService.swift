// Users from a JSON file the learner writes or breaks on purpose. Every fetch reads the
// file again, so editing it and pressing Refresh shows the change — or the error. Tooling:
// the patterns only see the `UserService` protocol, never this reader.

import Foundation
import UserModel

public struct UsersFileService: UserService {
    // In bytes: about 20,000 users. Every pattern draws every row, so a list far longer than a
    // screen teaches nothing and only takes time; `workbook bench` makes up its users instead.
    public static let maximumSize = 2_000_000

    public var path: String

    public init(path: String) { self.path = path }

    public func fetchUsers() async throws -> [User] { try load() }

    /// Reads and validates the file; a file loads whole or fails with one error.
    public func load() throws(UsersFileError) -> [User] {
        try UsersFileService.decode(try readData(), path: fileName)
    }

    /// Without its folder, so error messages stay short on screen.
    public var fileName: String { URL(fileURLWithPath: path).lastPathComponent }

    public func readData() throws(UsersFileError) -> Data {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: fileName) }
        let url = URL(fileURLWithPath: path)
        let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey, .fileSizeKey])
        if values?.isDirectory == true { throw .unreadable(path: fileName, reason: "it is a folder") }
        // A device or a pipe could block or never end; only an ordinary file is read.
        if values?.isRegularFile == false {
            throw .unreadable(path: fileName, reason: "it is not a regular file")
        }
        // Refused before reading, so a huge file costs nothing; checked again after, in
        // case the file grew in between.
        if let size = values?.fileSize, size > Self.maximumSize {
            throw .tooLarge(path: fileName, size: size, limit: Self.maximumSize)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let error = error as NSError
            let denied = error.domain == NSCocoaErrorDomain && error.code == NSFileReadNoPermissionError
            throw .unreadable(
                path: fileName, reason: denied ? "permission denied" : error.localizedDescription)
        }
        guard data.count <= Self.maximumSize else {
            throw .tooLarge(path: fileName, size: data.count, limit: Self.maximumSize)
        }
        return data
    }
}

public enum UsersFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case notFound(path: String)
    case tooLarge(path: String, size: Int, limit: Int)
    case unreadable(path: String, reason: String)
    /// The file read but its content is wrong; `problem` names the entry and the field.
    case malformed(problem: String)

    public var description: String {
        switch self {
        case .notFound(let path): "The users file \(path) was not found."
        case .tooLarge(let path, let size, let limit):
            "The users file \(path) is too large to load: \(Self.sizeDescription(size)), "
                + "over the limit of \(Self.sizeDescription(limit))."
        case .unreadable(let path, let reason): "The users file \(path) could not be read (\(reason))."
        case .malformed(let problem): problem
        }
    }

    // `51,338,898 bytes`: exact, and the same in every locale.
    public static func sizeDescription(_ bytes: Int) -> String {
        bytes.formatted(.number.locale(Locale(identifier: "en_US"))) + (bytes == 1 ? " byte" : " bytes")
    }
}
