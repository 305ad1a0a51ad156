// Every way a users file can be wrong, one malformed fixture each (Fixtures/), and the one
// readable sentence each becomes. A file loads whole or not at all.

import Foundation
import Testing
import UserModel

@Suite("A users file")
struct UsersFileServiceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    func service(_ name: String) -> UsersFileService {
        UsersFileService(path: Self.fixtures.appendingPathComponent(name).path)
    }

    @Test("loads every user of a valid file, in file order")
    func loadsValidFile() async throws {
        let users = try await service("valid.json").fetchUsers()

        #expect(
            users == [
                User(id: 1, firstName: "Iyad", lastName: "Agha", email: "iyad@test.com", age: 36),
                User(id: 2, firstName: "Zoë", lastName: "Ørsted", email: "zoe@test.com", age: 0),
            ])
    }

    @Test("loads an empty array as no users")
    func loadsEmptyFile() async throws {
        let users = try await service("empty.json").fetchUsers()

        #expect(users.isEmpty)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var file: String
        var error: UsersFileError
        var message: String
        var testDescription: String { file }
    }

    static let malformed: [Malformed] = [
        Malformed(
            file: "missing.json", error: .notFound(path: "missing.json"),
            message: "The users file missing.json was not found."),
        Malformed(
            file: "not-an-array.json", error: .notAnArray(path: "not-an-array.json", found: "an object"),
            message:
                "The users file not-an-array.json must hold a JSON array of users, but it holds an object."),
        Malformed(
            file: "entry-not-object.json", error: .entryNotAnObject(entry: 2),
            message: "Entry 2 is not an object with id, firstName, lastName, email and age."),
        Malformed(
            file: "missing-field.json", error: .missingField(entry: 2, field: "email"),
            message: "Entry 2 is missing the field \"email\"."),
        Malformed(
            file: "wrong-type.json", error: .wrongType(entry: 1, field: "age", expected: "a whole number"),
            message: "Entry 1 has the wrong type for \"age\": expected a whole number."),
        Malformed(
            file: "fractional-id.json", error: .wrongType(entry: 1, field: "id", expected: "a whole number"),
            message: "Entry 1 has the wrong type for \"id\": expected a whole number."),
        Malformed(
            file: "null-age.json", error: .wrongType(entry: 1, field: "age", expected: "a whole number"),
            message: "Entry 1 has the wrong type for \"age\": expected a whole number."),
        Malformed(
            file: "unknown-field.json", error: .unknownField(entry: 1, field: "phone"),
            message: "Entry 1 has an unknown field \"phone\"."),
        Malformed(
            file: "age-too-high.json",
            error: .invalidValue(entry: 2, problem: "the age 151 is not between 0 and 150"),
            message: "Entry 2 has an invalid value: the age 151 is not between 0 and 150."),
        Malformed(
            file: "age-negative.json",
            error: .invalidValue(entry: 1, problem: "the age -1 is not between 0 and 150"),
            message: "Entry 1 has an invalid value: the age -1 is not between 0 and 150."),
        Malformed(
            file: "empty-first-name.json", error: .invalidValue(entry: 1, problem: "the first name is empty"),
            message: "Entry 1 has an invalid value: the first name is empty."),
        Malformed(
            file: "empty-last-name.json", error: .invalidValue(entry: 1, problem: "the last name is empty"),
            message: "Entry 1 has an invalid value: the last name is empty."),
        Malformed(
            file: "email-without-at.json",
            error: .invalidValue(entry: 1, problem: "the email \"iyad.test.com\" has no \"@\""),
            message: "Entry 1 has an invalid value: the email \"iyad.test.com\" has no \"@\"."),
        Malformed(
            file: "duplicate-id.json", error: .duplicateID(id: 7, firstEntry: 1, secondEntry: 3),
            message: "Entries 1 and 3 have the same id 7."),
    ]

    @Test("fails with one readable error for each kind of problem", arguments: malformed)
    func failsReadably(_ example: Malformed) async {
        let error = await #expect(throws: UsersFileError.self) {
            try await service(example.file).fetchUsers()
        }

        #expect(error == example.error)
        #expect(error?.description == example.message)
    }

    @Test(
        "says a file is not JSON, and where",
        arguments: [
            ("not-json.json", "The users file not-json.json is not valid JSON (the file ends too early)."),
            (
                "missing-comma.json",
                "The users file missing-comma.json is not valid JSON (line 3, column 23)."
            ),
        ])
    func invalidJSON(file: String, message: String) async throws {
        let error = try #require(
            await #expect(throws: UsersFileError.self) {
                try await service(file).fetchUsers()
            })

        #expect(error.description == message)
    }

    @Test("says a path that can't be read as a file is unreadable")
    func unreadable() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString).json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let error = try #require(
            await #expect(throws: UsersFileError.self) {
                try await UsersFileService(path: folder.path).fetchUsers()
            })

        guard case .unreadable(let path, _) = error else {
            Issue.record("expected .unreadable, got \(error)")
            return
        }
        #expect(path == folder.lastPathComponent)
        #expect(
            error.description
                == "The users file \(folder.lastPathComponent) could not be read (it is a folder).")
    }

    @Test("reads the file again on every fetch, so edits show on refresh")
    func rereadsOnEveryFetch() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("users.json")
        try Data("[]".utf8).write(to: file)
        let service = UsersFileService(path: file.path)
        let before = try await service.fetchUsers()

        try Data(#"[{"id": 3, "firstName": "A", "lastName": "B", "email": "a@b", "age": 1}]"#.utf8).write(
            to: file)
        let after = try await service.fetchUsers()

        #expect(before.isEmpty)
        #expect(after.map(\.id) == [3])
    }
}
