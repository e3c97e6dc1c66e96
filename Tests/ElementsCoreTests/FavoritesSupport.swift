import Glibc

/// Temporary directories and plain file access for the favorites tests, with Glibc alone.
enum FavoritesScratch {
  /// Runs `body` with a new empty directory made by `mkdtemp`, then deletes the directory and
  /// everything in it, whatever `body` did.
  static func withDirectory<Result>(_ body: (String) throws -> Result) rethrows -> Result {
    var template = Array("/tmp/elements-favorites-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { buffer in
      guard let made = mkdtemp(buffer.baseAddress!) else {
        fatalError("mkdtemp failed: \(String(cString: strerror(errno)))")
      }
      return String(cString: made)
    }
    defer { removeTree(path) }
    return try body(path)
  }

  /// Deletes a file, or a directory and everything in it, without following symbolic links.
  static func removeTree(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      unlink(path)
      return
    }
    chmod(path, 0o700)
    for name in names(in: path) { removeTree(path + "/" + name) }
    rmdir(path)
  }

  /// The names in a directory, sorted, without "." and "..".
  static func names(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let capacity = MemoryLayout.size(ofValue: entry.pointee.d_name)
      let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// A file's bytes, or `nil` if it cannot be read.
  static func contents(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      guard count > 0 else { return count == 0 ? bytes : nil }
      bytes += buffer[..<count]
    }
  }

  /// Creates or replaces a file with these bytes.
  static func create(_ bytes: [UInt8], at path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    precondition(descriptor >= 0, "cannot write \(path): \(String(cString: strerror(errno)))")
    defer { close(descriptor) }
    let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    precondition(count == bytes.count)
  }

  /// Creates or replaces a file with this text.
  static func create(_ text: String, at path: String) {
    create(Array(text.utf8), at: path)
  }

  /// The permission bits of a file or directory, not following a final symbolic link.
  static func mode(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
  }

  /// Whether a path is a symbolic link.
  static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// Runs `body(0)` to `body(count - 1)` on `count` POSIX threads at once and waits for all.
  static func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Job: @unchecked Sendable {
      let run: () -> Void
      init(_ run: @escaping () -> Void) { self.run = run }
    }
    var threads: [pthread_t] = []
    for index in 0..<count {
      let job = Unmanaged.passRetained(Job { body(index) }).toOpaque()
      var thread = pthread_t()
      let status = pthread_create(
        &thread, nil,
        { raw in
          Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
          return nil
        }, job)
      precondition(status == 0, "pthread_create failed: \(status)")
      threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
  }
}

/// A value that threads share, guarded by a mutex.
final class FavoritesLocked<Value>: @unchecked Sendable {
  private var value: Value
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init(_ value: Value) {
    self.value = value
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value while holding the mutex.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&value)
  }
}
