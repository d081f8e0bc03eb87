# Runs one topic in Ruby's WASI build (wasmChild.ts): records what each line of the
# topic's files printed, on $stdout or $stderr, every warning and the error that ended it.
require 'json'

root, entry, argv = JSON.parse(File.read('/harness/topic.json')).values_at('root', 'entry', 'argv')
chunks = []
errors = []
place = lambda do |locations|
  locations.filter_map do |location|
    path = location.path.to_s
    [path.delete_prefix(root), location.lineno] if path.start_with?(root)
  end
end
tracker = Object.new
tracker.define_singleton_method(:write) do |*parts|
  text = parts.join
  chunks << { at: place.(caller_locations), text: } unless text.empty?
  text.bytesize
end
tracker.define_singleton_method(:<<) do |text| # as IO#<< does; pp prints with it
  write(text)
  self
end
tracker.define_singleton_method(:flush) { self }
tracker.define_singleton_method(:sync) { true }
tracker.define_singleton_method(:sync=) { |_| }
tracker.define_singleton_method(:tty?) { false }
Warning.singleton_class.define_method(:warn) do |message, category: nil|
  next if category == :experimental # Ractor's notice, which every user sees too

  at = place.(caller_locations).first || ['', 0]
  errors << [*at, "warning: #{message.strip}"]
end
Warning[:deprecated] = true
ARGV.replace(argv)
$PROGRAM_NAME = entry
$stdout = $stderr = tracker
begin
  Dir.chdir(root)
  load(root + entry)
rescue SystemExit => e
  errors << ['', 0, "exit #{e.status}"] unless e.success?
rescue Exception => e
  at = place.(e.backtrace_locations || []).first || ['', 0]
  errors << [*at, "#{e.class}: #{e.message}"]
ensure
  $stdout = $stderr = STDOUT
end
JSON.generate({ chunks:, errors: })
