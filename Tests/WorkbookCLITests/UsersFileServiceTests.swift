// Every way a users file can be wrong, one malformed fixture each (Fixtures/), and the one
// readable sentence each becomes. A file loads whole or not at all.

import Foundation
import Testing
import UserModel
import WorkbookCLI

@Suite("A users file")
struct UsersFileServiceTests {
    /// The fixtures, copied into the test bundle as a resource (so Xcode finds them too).
    static let fixtures =
        Bundle.module.url(forResource: "UsersFileFixtures", withExtension: nil)
        ?? Bundle.module.bundleURL.appendingPathComponent("UsersFileFixtures")

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

    @Test("skips a UTF-8 byte-order mark at the start, as some editors write one")
    func loadsFileWithByteOrderMark() async throws {
        let users = try await service("byte-order-mark.json").fetchUsers()

        #expect(users.map(\.firstName) == ["Iyad"])
    }

    @Test("counts columns after a byte-order mark from the first character of the JSON")
    func locatesAfterByteOrderMark() {
        let error = decodingError(Data([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)))

        #expect(error?.description == "The users file users.json is not valid JSON (line 1, column 4).")
    }

    @Test("says a file holding only a byte-order mark is empty")
    func onlyByteOrderMark() {
        #expect(
            decodingError(Data([0xEF, 0xBB, 0xBF]))?.description
                == "The users file users.json is not valid JSON (the file is empty).")
    }

    @Test("a key repeated in an entry names the first one repeated, whatever else is wrong")
    func repeatedKey() {
        let text =
            #"[{"id": 1, "firstName": "A", "lastName": "B", "email": "a@b", "age": 1},"#
            + #" {"age": 1, "age": 2, "email": "x", "email": "y"}]"#

        #expect(decodingError(text) == .repeatedField(entry: 2, field: "age"))
    }

    @Test("refuses a file over the size limit before reading it, naming both sizes")
    func refusesLargeFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.json")
        try Data(repeating: UInt8(ascii: " "), count: UsersFileService.maximumSize + 1).write(to: file)

        let error = #expect(throws: UsersFileError.self) {
            try UsersFileService(path: file.path).readData()
        }

        #expect(error == .tooLarge(path: "big.json", size: 2_000_001, limit: 2_000_000))
        #expect(
            error?.description
                == "The users file big.json is too large to load: 2,000,001 bytes, over the limit of 2,000,000 bytes."
        )
    }

    @Test("reads a file of exactly the size limit")
    func readsFileAtLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("users.json")
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: UsersFileService.maximumSize - 2)
        try Data(Array("[".utf8) + padding + Array("]".utf8)).write(to: file)

        #expect(try UsersFileService(path: file.path).load().isEmpty)
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
            file: "repeated-field.json", error: .repeatedField(entry: 1, field: "id"),
            message: "Entry 1 has the field \"id\" more than once."),
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

    // MARK: - Bytes that are not JSON, located from the bytes themselves

    func decodingError(_ text: String) -> UsersFileError? {
        decodingError(Data(text.utf8))
    }

    func decodingError(_ data: Data) -> UsersFileError? {
        do {
            _ = try UsersFileService.decode(data, path: "users.json")
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "says where the JSON stops being valid, counting lines and characters itself",
        arguments: [
            ("", "The users file users.json is not valid JSON (the file is empty)."),
            ("  \n ", "The users file users.json is not valid JSON (the file ends too early)."),
            ("[1,]", "The users file users.json is not valid JSON (line 1, column 4)."),
            ("[\n  {\"é\": 1 \"x\"}]", "The users file users.json is not valid JSON (line 2, column 11)."),
            ("[] []", "The users file users.json is not valid JSON (line 1, column 4)."),
            ("[tru]", "The users file users.json is not valid JSON (line 1, column 5)."),
            ("[01]", "The users file users.json is not valid JSON (line 1, column 3)."),
            ("\r\n[x]", "The users file users.json is not valid JSON (line 2, column 2)."),
        ])
    func syntaxErrors(text: String, message: String) {
        #expect(decodingError(text)?.description == message)
    }

    @Test(
        "says which escape or character is invalid, with its line and column",
        arguments: [
            (
                #"["\ud800"]"#,
                #"The users file users.json is not valid JSON: an invalid escape: \ud800 is half of a surrogate pair; its second half is missing (line 1, column 3)."#
            ),
            (
                #"["ok", "\udc00"]"#,
                #"The users file users.json is not valid JSON: an invalid escape: \udc00 is the second half of a surrogate pair without its first (line 1, column 9)."#
            ),
            (
                #"["\x"]"#,
                #"The users file users.json is not valid JSON: an invalid escape: \x is not an escape JSON knows (line 1, column 3)."#
            ),
            (
                #"["\u12"]"#,
                #"The users file users.json is not valid JSON: an invalid escape: \u needs four hexadecimal digits (line 1, column 3)."#
            ),
            (
                "[\"a\u{1B}\"]",
                "The users file users.json is not valid JSON: a control character (\\u{1B}) must be escaped in a string (line 1, column 4)."
            ),
        ])
    func invalidText(text: String, message: String) {
        #expect(decodingError(text)?.description == message)
    }

    @Test("bytes that are not UTF-8 are located, not decoded into nonsense")
    func notUTF8() {
        let error = decodingError(Data([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D]))

        #expect(
            error?.description
                == "The users file users.json is not valid JSON: the text is not valid UTF-8 (byte 0xFF) (line 1, column 4)."
        )
    }

    @Test("a surrogate pair written as two escapes is one character")
    func surrogatePair() throws {
        let users = try UsersFileService.decode(
            Data(
                #"[{"id": 1, "firstName": "\ud83d\ude00", "lastName": "B", "email": "a@b", "age": 1}]"#.utf8),
            path: "u.json")

        #expect(users.first?.firstName == "😀")
    }

    @Test(
        "a number too big for a whole number names the entry and the field",
        arguments: [
            ("1e400", "id", "Entry 1 has a number out of range for \"id\": 1e400."),
            (
                "99999999999999999999", "age",
                "Entry 1 has a number out of range for \"age\": 99999999999999999999."
            ),
        ])
    func numberOutOfRange(number: String, field: String, message: String) {
        let id = field == "id" ? number : "1"
        let age = field == "age" ? number : "1"
        let text = #"[{"id": \#(id), "firstName": "A", "lastName": "B", "email": "a@b", "age": \#(age)}]"#

        #expect(decodingError(text) == .numberOutOfRange(entry: 1, field: field, number: number))
        #expect(decodingError(text)?.description == message)
    }

    @Test("nesting deeper than 256 is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000)

        #expect(
            decodingError(text)?.description
                == "The users file users.json is not valid JSON: arrays and objects are nested more than 256 deep (line 1, column 257)."
        )
    }

    @Test("a symbolic link in a loop is unreadable, not missing")
    func symlinkLoop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.json")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("b.json").path, withDestinationPath: "a.json")

        #expect(
            throws: UsersFileError.unreadable(
                path: "a.json", reason: "it is a symbolic link in a loop: following it leads back to itself")
        ) {
            try UsersFileService(path: first.path).readData()
        }
    }
}
