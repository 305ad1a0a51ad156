// Where a command's users come from: the built-in sample, or a users file. A file that is
// missing or unreadable stops the command; a file that reads but is malformed is passed
// on, so each pattern shows its error state — which is the lesson.

import Foundation
import UserModel

struct UsersSource {
    var service: any UserService
    var users: [User]?

    @MainActor
    static func resolve(_ path: String?, console: Console) throws(CommandError) -> UsersSource {
        guard let path else { return UsersSource(service: SampleUserService(), users: User.sample) }
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .usage("'--users' needs the path of a JSON users file, but it was empty.")
        }
        let service = UsersFileService(path: console.absolutePath(path))
        let data: Data
        do {
            data = try service.readData()
        } catch .notFound {
            let relative = path.hasPrefix("/") ? "" : " (it is relative to \(console.currentDirectory))"
            throw .failure("the users file '\(path)' does not exist; check the path\(relative).")
        } catch .unreadable(_, let reason) {
            throw .failure("the users file '\(path)' could not be read (\(reason)).")
        } catch .tooLarge(_, let size, let limit) {
            throw .failure(
                "the users file '\(path)' is too large: \(UsersFileError.sizeDescription(size)), over the "
                    + "limit of \(UsersFileError.sizeDescription(limit)) (about 20,000 users). For more users, "
                    + "'workbook bench --users N' makes them up.")
        } catch {
            throw .failure("\(error)")
        }
        return UsersSource(
            service: service, users: try? UsersFileService.decode(data, path: service.fileName))
    }
}
