// How `workbook bench` reads the memory in use: malloc's statistics on macOS, `/proc` on
// Linux. Both branches must answer, with a plausible number, on the platform they run on.

import Testing
@testable import WorkbookCLI


@Suite("The memory bench reads")
struct ResidentMemoryTests {
    @Test("is a number of bytes on this platform, at least a page and less than a terabyte")
    func plausible() throws {
        let bytes = try #require(ResidentMemory.current(), "this platform's branch gave no reading")

        #expect(bytes >= 4096)
        #expect(bytes < 1 << 40)
    }
}
