// Users from a JSON file the learner writes or breaks on purpose. Every fetch reads the
// file again, so editing it and pressing Refresh shows the change — or the error. Tooling:
// the patterns only see the `UserService` protocol, never this reader.

import Foundation
import UserModel

/// Loads users from a JSON array of `{id, firstName, lastName, email, age}` objects.
public struct UsersFileService: UserService {
    /// The largest file read, in bytes: about 20,000 users. Every pattern draws every row,
    /// so a list far longer than a screen teaches nothing and only takes time (a debug build
    /// draws 20,000 in about 4 seconds); `workbook bench` makes up its users instead.
    public static let maximumSize = 2_000_000

    /// The file to read.
    public var path: String

    /// Creates a service reading `path` on every fetch.
    public init(path: String) {
        self.path = path
    }

    /// Reads and validates the file; throws one ``UsersFileError`` on any problem.
    public func fetchUsers() async throws -> [User] {
        try load()
    }

    /// Reads and validates the file synchronously.
    public func load() throws(UsersFileError) -> [User] {
        try UsersFileService.decode(try readData(), path: fileName)
    }

    /// The file's name without its folder: error messages use it to stay short on screen.
    public var fileName: String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// Reads the file's bytes, or says why it can't.
    public func readData() throws(UsersFileError) -> Data {
        guard FileManager.default.fileExists(atPath: path) else {
            // A link that leads nowhere (or round in a loop) exists, but can't be followed.
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                var status = stat()
                let problem =
                    stat(path, &status) == -1 && errno == ELOOP
                    ? "it is a symbolic link in a loop: following it leads back to itself"
                    : "it is a symbolic link to a file that does not exist"
                throw .unreadable(path: fileName, reason: problem)
            }
            throw .notFound(path: fileName)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw .unreadable(path: fileName, reason: "it is a folder")
        }
        // A device or a pipe could block or never end; only an ordinary file is read.
        let url = URL(fileURLWithPath: path)
        let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
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
            throw .unreadable(path: fileName, reason: UsersFileService.shortReason(error))
        }
        guard data.count <= Self.maximumSize else {
            throw .tooLarge(path: fileName, size: data.count, limit: Self.maximumSize)
        }
        return data
    }

    private static func shortReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        return nsError.localizedDescription
    }
}
